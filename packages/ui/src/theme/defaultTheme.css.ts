import { createGlobalTheme, createTheme } from '@vanilla-extract/css'
import { defaultTokens } from './defaultTokens'
import { vars } from './vars.css'

/**
 * Every variable gets its default on `:root`, so components render correctly even when no theme class is set;
 * a tenant then overrides only `vars.color` inline on `<html>`.
 */
createGlobalTheme(':root', vars, defaultTokens)

/** The default theme as a class, for Storybook and for subtrees that must ignore the tenant's colours. */
export const defaultThemeClass = createTheme(vars, defaultTokens)
