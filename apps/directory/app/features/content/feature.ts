export interface Feature {
  title: string
  text: string
}
