// The exit code of a script that stopped on a setting the operator must change (sysexits'
// EX_CONFIG): it has printed the one line that says which and why, and nothing more is added.
export const configurationExit = 78
