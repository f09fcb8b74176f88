import * as migration_20261121_172026_initial from './20261121_172026_initial';

export const migrations = [
  {
    up: migration_20261121_172026_initial.up,
    down: migration_20261121_172026_initial.down,
    name: '20261121_172026_initial'
  },
];
