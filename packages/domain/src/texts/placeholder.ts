/** A value put into a text with {placeholders}. */
export type Placeholder = string | number
