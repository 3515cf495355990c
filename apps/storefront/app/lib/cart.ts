import type { Cart, ProductSelection } from '@prato/domain'
import type { FormAlert } from '#app/components/AlertBox'

/*
 * The answers of the cart handler (`ctx.cart`, cart.server.ts), in a module the browser may load too: the screens
 * that draw a refusal (the cart's voucher, the product view) read them typed.
 */

/** The product view's answer to "Adicionar" when it did not add (with the choices the diner posted). */
export type AddFeedback =
  | {
      status: 'refused'
      message: string
      rule: string
      variacaoId: number | null
      selection: Required<ProductSelection>
    }
  | {
      status: 'login'
      message: string
      login: string
      other: string
      offline: boolean
      selection: Required<ProductSelection>
    }
  | {
      status: 'conflict'
      dialog: { title: string; message: string; confirm: string; cancel: string }
      selection: Required<ProductSelection>
    }

/** Why a change was not made (Hydrogen's user errors): what kind, the form field it concerns, what to say. */
export type CartError =
  /** A forged or malformed post, or a line, product or choice this cart or restaurant does not have. */
  | { code: 'invalid'; field: string; message: string }
  /** 001 §5 "Voucher": a code refused; `aviso` for the 'Aviso' of a code not filled in (a note, not an error). */
  | { code: 'voucher'; field: 'cupom'; message: string; aviso: boolean }
  /** The product view's "Adicionar": a choice refused, the login prompt, or the cart-mode question. */
  | { code: 'product'; field: 'produtoId'; message: string; feedback: AddFeedback }

/** What every operation of the cart handler answers. */
export type CartAnswer = {
  /** The cart after the operation (as it was, when it was refused). */
  cart: Cart
  /** Empty when the change was made. */
  errors: CartError[]
  /** What the diner is told of a change that was made ('Produto adicionado', flashed as a toast). */
  alert?: FormAlert
  /** A cash method was chosen: the diner says next what they pay with (001 §5 "Cash", the cash dialog). */
  troco?: { modalidade: number }
}

/** What a cart screen's action sends the page of a `CartAnswer`: what was refused and what to say (the cart itself
 * is the loader's to show). */
export type CartReply = { errors: CartError[]; alert: FormAlert | null }

/** The error of one kind in a reply (the voucher's for its form, the product's for its view), typed; or null. */
export function cartError<Code extends CartError['code']>(
  errors: readonly CartError[] | null | undefined,
  code: Code,
): Extract<CartError, { code: Code }> | null {
  return errors?.find((e): e is Extract<CartError, { code: Code }> => e.code === code) ?? null
}
