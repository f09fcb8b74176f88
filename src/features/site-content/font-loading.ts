type FontFaceToLoad = { weight: string; family: string; sample: string }

/**
 * The source of an inline script for the top of <body>. It runs once the stylesheet is in (an
 * inline script waits for pending stylesheets) and asks for the given faces at once, so the
 * preloaded files are decoded while the rest of the page is parsed and the first layout already
 * uses them. Without it the faces start loading only at the first style pass, which then lays Thai
 * text out in a fallback font first and again in ours (docs/architecture.md, "Performance notes").
 * A browser without the Font Loading API skips it.
 */
export function fontLoadScript(faces: FontFaceToLoad[]): string {
  const list = JSON.stringify(faces.map(({ weight, family, sample }) => [weight, family, sample]))
  // `<` cannot occur in a family name or a sample, but escape it so the text can never end the tag.
  return `(function(f){if(!f||!f.load)return;${list}.forEach(function(x){f.load(x[0]+" 1em "+x[1],x[2]).catch(function(){})})})(document.fonts)`.replace(
    /</g,
    '\\u003c',
  )
}
