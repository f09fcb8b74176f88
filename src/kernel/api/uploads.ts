/** The largest image staff may upload (a phone photo is 3-12 MB); Payload refuses larger files. */
export const mediaUploadMaxBytes = 20 * 1024 * 1024
