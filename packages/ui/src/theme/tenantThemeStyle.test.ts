import { describe, expect, it } from 'vitest'
import { createTenantTheme } from './createTenantTheme'
import { tenantThemeStyle } from './tenantThemeStyle'
import { breakpoints, mediaQueries, vars } from './vars.css'
import { defaultThemeClass } from './defaultTheme.css'
import { colorRoles } from './tokens'

describe('tenantThemeStyle', () => {
  it("sets one custom property per colour role, named by the contract, with the theme's values", () => {
    const theme = createTenantTheme({ corBody: '#C62828' })
    const style = tenantThemeStyle(theme)
    expect(Object.keys(style)).toHaveLength(colorRoles.length)
    const brandProperty = vars.color.brand.replace(/^var\((--[^)]+)\)$/, '$1')
    expect(style[brandProperty]).toBe('#c62828')
    for (const value of Object.values(style)) expect(value).toMatch(/^#[0-9a-f]{6}$/)
  })

  it('cannot carry CSS out of a hostile colour', () => {
    const style = tenantThemeStyle(createTenantTheme({ corBody: 'red;}body{display:none' }))
    for (const value of Object.values(style)) expect(value).toMatch(/^#[0-9a-f]{6}$/)
    expect(Object.values(style).join('')).not.toMatch(/[;{}()]/)
  })
})

describe('theme exports', () => {
  it('exposes the contract as CSS variables, a default theme class and the breakpoints', () => {
    expect(vars.color.surface).toMatch(/^var\(--/)
    expect(vars.space.medium).toMatch(/^var\(--/)
    expect(typeof defaultThemeClass).toBe('string')
    expect(breakpoints).toEqual({ mobile: 600, tablet: 768, desktop: 1000, tabScroller: 460 })
    expect(mediaQueries.tablet).toContain('768px')
  })
})
