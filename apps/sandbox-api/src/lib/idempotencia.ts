// The contract's optional `Idempotency-Key` on the order calls (our choice, see IdempotencyKey in openapi.yaml):
// the same key gets the same order for 24 hours, whatever became of the first answer.

/** An answer as the handler gave it, kept to be given again. */
export interface RespostaGuardada {
  status: number
  corpo: string
  tipo: string
}

const VALIDADE_MS = 24 * 60 * 60 * 1000

export class Idempotencia {
  private readonly chaves = new Map<string, { em: number; resposta: Promise<RespostaGuardada> }>()

  constructor(
    /** Off (SANDBOX_IDEMPOTENCY=off) the sandbox ignores the header, as an API without the feature would. */
    readonly ligada: boolean,
    private readonly agora: () => number = Date.now,
  ) {}

  /**
   * The answer of the first call with this key: a call that comes while the first is still being handled waits for
   * its answer (one order, not two); a first call that did not succeed (a refused order, an error) is forgotten, so
   * the next call with the key is handled afresh.
   */
  async responder(
    chave: string,
    tratar: () => Promise<RespostaGuardada>,
  ): Promise<RespostaGuardada> {
    const agora = this.agora()
    const guardada = this.chaves.get(chave)
    if (guardada && agora - guardada.em < VALIDADE_MS) return guardada.resposta
    this.varrer(agora)
    const resposta = tratar()
    this.chaves.set(chave, { em: agora, resposta })
    resposta.then(
      (r) => {
        if (r.status >= 300) this.chaves.delete(chave)
      },
      () => this.chaves.delete(chave),
    )
    return resposta
  }

  limpar(): void {
    this.chaves.clear()
  }

  private varrer(agora: number): void {
    for (const [chave, { em }] of this.chaves)
      if (agora - em >= VALIDADE_MS) this.chaves.delete(chave)
  }
}
