import { saiuDaConta } from '@prato/domain/messages'
import { describe, expect, it } from 'vitest'
import { flashToastInput } from './flash-toast'

describe('flashed toasts on @prato/ui Toaster (epic-stack pattern: "actions that end in a redirect carry their toast in a flash cookie")', () => {
  it('a description alone becomes the title, keeping the id so it shows once', () => {
    expect(flashToastInput({ id: 'a1', type: 'success', description: saiuDaConta })).toEqual({
      id: 'a1',
      tone: 'success',
      title: saiuDaConta,
    })
  })

  it('an error is the danger tone (announced at once); title and description stay apart', () => {
    expect(
      flashToastInput({ id: 'b2', type: 'error', title: 'Erro', description: 'Tente de novo.' }),
    ).toEqual({
      id: 'b2',
      tone: 'danger',
      title: 'Erro',
      description: 'Tente de novo.',
    })
    expect(flashToastInput({ id: 'c3', type: 'info', description: 'x' }).tone).toBe('info')
  })
})
