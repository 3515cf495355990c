import * as styles from './Footer.css'

/** The footer of every tenant page: the restaurant's name and the year, as plain text. */
export function Footer({ name, year = new Date().getFullYear() }: { name: string; year?: number }) {
  return (
    <footer className={styles.footer}>
      <p className={styles.text}>
        © {year} {name}
      </p>
    </footer>
  )
}
