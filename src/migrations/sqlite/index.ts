import * as migration_20261121_172014_initial from './20261121_172014_initial';

export const migrations = [
  {
    up: migration_20261121_172014_initial.up,
    down: migration_20261121_172014_initial.down,
    name: '20261121_172014_initial'
  },
];
