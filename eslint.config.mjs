import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const eslintConfig = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    ignores: [
      '.next/',
      'data/',
      'test-results/',
      'playwright-report/',
      'src/payload-types.ts',
      'src/app/(payload)/',
      'src/migrations/',
      'next-env.d.ts',
    ],
  },
]

export default eslintConfig
