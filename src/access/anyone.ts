/** Everyone, signed in or not (public content such as article covers). */
export const anyone = (): boolean => true
