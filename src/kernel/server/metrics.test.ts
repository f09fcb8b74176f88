import { describe, expect, it } from 'vitest'

import { provided } from '@/kernel/runtime.mjs'

import { metrics, routeGroup, statusClass } from './metrics.mjs'

describe('metrics', () => {
  it('groups request paths into a few labels, never the path itself', () => {
    expect(routeGroup('/')).toBe('page')
    expect(routeGroup('/articles/detail/การตลาด')).toBe('page')
    expect(routeGroup('/lp/promo-december')).toBe('page')
    expect(routeGroup('/robots.txt')).toBe('asset')
    expect(routeGroup('/_next/static/chunks/app.js')).toBe('asset')
    expect(routeGroup('/api/public/leads')).toBe('public-api')
    expect(routeGroup('/api/v2/register')).toBe('public-api')
    expect(routeGroup('/api/line/webhook')).toBe('public-api')
    expect(routeGroup('/api/leads/12')).toBe('admin-api')
    expect(routeGroup('/admin/collections/leads/12')).toBe('admin')
    expect(routeGroup('/api/health/ready')).toBe('health')
    expect(routeGroup('/api/metrics')).toBe('metrics')
    expect([200, 301, 404, 503].map(statusClass)).toEqual(['2xx', '3xx', '4xx', '5xx'])
  })

  it('is one registry per process, whichever copy of the module asks', async () => {
    const first = metrics()
    expect(metrics()).toBe(first)
    // Kept in the runtime registry, where the server's copy and Next's bundles' copies find it.
    expect(provided('metrics')).toBe(first)
    first.submissions.inc({ form: 'lead', outcome: 'stored', reason: '' })
    const text = await first.registry.metrics()
    expect(text).toContain('clinic_submissions_total{form="lead",outcome="stored",reason=""} 1')
    // Node's own figures are there too.
    expect(text).toContain('process_cpu_user_seconds_total')
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds')
  })
})
