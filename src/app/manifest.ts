import type { MetadataRoute } from 'next'

import { siteIdentity } from '@/kernel/site'
import { siteDefaults } from '@/kernel/site-defaults'

/** Installs and home-screen shortcuts: the product's name, mark and colours (globals.css). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${siteIdentity().productName} — ระบบบริหารจัดการคลินิกออนไลน์`,
    short_name: siteIdentity().productName,
    description: siteDefaults.description,
    lang: 'th',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0e7c86',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  }
}
