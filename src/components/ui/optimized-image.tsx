import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

type OptimizedImageProps = Omit<ImageProps, 'src' | 'alt' | 'preload' | 'priority'> & {
  src: string
  alt: string
  /** Adds a high-priority <link rel="preload"> for the likely largest paint. */
  preload?: boolean
}

/**
 * next/image's markup (the optimizer's srcset for `sizes`, lazy or eager loading, fetch priority)
 * drawn by the server as a plain <img>. The <Image> component is a client component: each one is
 * sent to the browser and hydrated, which on the article list is most of its hydration work. A
 * cover needs none of its client behaviour (no placeholder, no load handlers).
 */
export function OptimizedImage({ preload = false, ...imageProps }: OptimizedImageProps) {
  const { props } = getImageProps(
    preload ? { ...imageProps, loading: 'eager', fetchPriority: 'high' } : imageProps,
  )
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  // The alt text is in `props` (getImageProps passes it through).
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element
  return <img {...props} />
}
