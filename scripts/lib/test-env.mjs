// Fixed, fake values the end-to-end server is built and run with (and the tests expect), unless
// set already: the Google tag ids the consent tests look for, and a registration token the
// secret scan must never find in the pages or the client bundle.
export const testEnv = {
  // The origin the end-to-end browser uses, so the admin's cookie checks (CSRF) accept it.
  SITE_URL: `http://127.0.0.1:${process.env.E2E_PORT || 3100}`,
  GA_MEASUREMENT_ID: 'G-E2ETEST123',
  ADS_CONVERSION_ID: 'AW-E2ETEST/registration',
  REGISTRATION_API_TOKEN: 'e2e-registration-token-7f3c9a1b5d2e8f4a6c0b',
  // No role needs a second factor on the suite's new databases (the suite's own admin signs in
  // with a password alone); the tests of the second factor turn it on where they need it.
  TWO_FACTOR_REQUIRED_ROLES: '',
}

export function applyTestEnv() {
  for (const [key, value] of Object.entries(testEnv)) {
    // Empty is a value of its own for TWO_FACTOR_REQUIRED_ROLES: only an unset one is filled in.
    if (value === '') process.env[key] ??= value
    else process.env[key] ||= value
  }
}
