export const meta = () => [{ title: 'Remix' }]

export function loader() {
  return { greeting: 'Olá' }
}

export default function Index() {
  return (
    <main>
      <h1>Página mínima</h1>
      <p>Uma rota, um loader, nenhum componente: a régua do bench.</p>
    </main>
  )
}
