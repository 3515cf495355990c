import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { errorPageCopy } from '@prato/domain'
import { voltarAoInicio } from '@prato/domain/messages'
import { expectNoAxeViolations } from '../../../test/axe'
import { ErrorPage } from './ErrorPage'

describe('ErrorPage', () => {
  it('says what happened as the page heading and links home', async () => {
    const { container } = render(
      <ErrorPage
        status={404}
        {...errorPageCopy(404)}
        homeHref="/bella-napoli"
        homeLabel={voltarAoInicio}
      />,
    )
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      '/bella-napoli',
    )
    await expectNoAxeViolations(container)
  })

  it('the status number is decoration, not read out before the heading', () => {
    render(
      <ErrorPage status={503} {...errorPageCopy(503)} homeHref="/" homeLabel={voltarAoInicio} />,
    )
    expect(screen.getByText('503')).toHaveAttribute('aria-hidden', 'true')
  })
})
