// Payload's admin layout; each server function the admin calls passes the door
// (kernel/access/server-functions.ts) and is one unit of work on the database (kernel/db/write-scope).
import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { RootLayout } from '@payloadcms/next/layouts'
import React from 'react'

import { guardedServerFunction } from '@/kernel/access/server-functions'
import { inWriteScope } from '@/kernel/db/write-scope'

import { importMap } from './admin/importMap.js'
import './custom.css'

type Args = {
  children: React.ReactNode
}

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return inWriteScope(() =>
    guardedServerFunction({
      ...args,
      config,
      importMap,
    }),
  )
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
