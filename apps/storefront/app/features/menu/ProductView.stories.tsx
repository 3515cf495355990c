import { adicionar } from '@prato/domain/messages'
import { DialogContent, DialogRoot } from '@prato/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { dialogEntry } from '#app/components/dialogs'
import { DialogScreenProvider, Screen } from '#app/components/screen'
import { ProductView, type ProductViewProps } from './ProductView'
import {
  answered,
  deliveryPath,
  lasanha,
  loginPrompt,
  massaTalharim,
  meioAMeioGrande,
  modeConflict,
  monteSuaMassa,
  nhoqueDaCasa,
  pizzaMargherita,
  pizzaMeioAMeio,
  pizzaRomeuEJulieta,
  refusal,
  risotoDeCamarao,
  sampleCart,
  selection,
  sucoDeLaranja,
  productRoute,
} from '#app/test/catalogue'
import { RemixStory, TENANT } from '#app/test/story-support'

/**
 * The product view (001 §5 "Adding a product") as its own page, /bella-napoli/produto?id=…&pdv=3, with Bella
 * Napoli's products from the sandbox. Its form posts to the product route (here a stub that never answers). The
 * refusals are that action's answers (`answer`, from `ctx.cart.add`), made by the domain's validateProduct for the choices
 * shown, so each message is the one a diner reads; the browser's own check before posting gives the same ones.
 */
function ProductPage(props: ProductViewProps) {
  return (
    <RemixStory
      url={`/${TENANT}/produto?id=${props.product.id}&pdv=${props.pdvId}`}
      routes={[productRoute()]}
    >
      <Screen name="produto">
        <ProductView {...props} />
      </Screen>
    </RemixStory>
  )
}

const meta = {
  title: 'Storefront/Cardápio/Produto',
  component: ProductView,
  args: {
    product: monteSuaMassa,
    pdvId: 3,
    shopOpen: true,
    line: null,
    answer: null,
    action: `/${TENANT}/produto?id=9&pdv=3`,
    backTo: deliveryPath,
    loginHref: `/${TENANT}/conta/entrar?redirectTo=${encodeURIComponent(`/${TENANT}/produto?id=9&pdv=3`)}`,
    offlineHref: `/${TENANT}/informacoes-basicas?redirectTo=${encodeURIComponent(`/${TENANT}/produto?id=9&pdv=3`)}`,
    otherHref: deliveryPath,
  },
  render: (args) => <ProductPage {...args} />,
} satisfies Meta<typeof ProductView>

export default meta
type Story = StoryObj<typeof meta>

// ── each kind of choice ──────────────────────────────────────────────────────────────────────────

/** U 'tipo de massa' (exactly one, no 'Nenhum(a)') and S 'molho' (1 to 2, 'Escolha até 2'). */
export const MonteSuaMassa: Story = {}

/** Sizes (none chosen yet: the total is the base price), U 'borda' and S 'adicional' up to 3. */
export const PizzaComTamanhos: Story = { args: { product: pizzaMargherita } }

/**
 * M 'sabor' before a size is chosen: every size's flavours, each marked with its size; the price rule and 'Escolha
 * até 2 partes' above them. The sizes are priced R$ 0,00 in the sandbox (the flavours carry the price).
 */
export const MeioAMeioSemTamanho: Story = { args: { product: pizzaMeioAMeio } }

/** Editing a cart line: Grande, half Calabresa and half Quatro Queijos (charged at the dearer half), catupiry crust. */
export const MeioAMeioEditandoItem: Story = {
  args: {
    product: pizzaMeioAMeio,
    line: { uuid: sampleCart[0]?.uuid ?? '', selection: meioAMeioGrande },
  },
}

/** Sizes only, no image and no description. */
export const SomenteTamanhos: Story = { args: { product: sucoDeLaranja } }

/** No sizes or variations; on offer (the normal price struck through). */
export const SemVariacoes: Story = { args: { product: risotoDeCamarao } }

// ── each refusal ─────────────────────────────────────────────────────────────────────────────────

/** 'Informe o tamanho do produto!' on the sizes. */
export const ErroTamanho: Story = {
  args: { product: pizzaMargherita, answer: answered(refusal(pizzaMargherita, selection())) },
}

/** U with a minimum and nothing chosen: 'Ops. Você precisa informar algum(a) tipo de massa'. */
export const ErroVariacaoUnica: Story = {
  args: { answer: answered(refusal(monteSuaMassa, selection())) },
}

/** S over its maximum: 'Ops. Você só pode informar 2 quantidade(s) de molho'. */
export const ErroVariacaoMultiplaMaximo: Story = {
  args: {
    answer: answered(
      refusal(
        monteSuaMassa,
        selection({ variacoes: { 17: { 62: 1 }, 18: { 64: 1, 65: 1, 67: 1 } } }),
      ),
    ),
  },
}

/** S under its minimum: 'Ops. Você precisa informar pelo menos 1 molho'. */
export const ErroVariacaoMultiplaMinimo: Story = {
  args: { answer: answered(refusal(monteSuaMassa, selection({ variacoes: { 17: { 62: 1 } } }))) },
}

/** M over its parts: 'Ops. Você só pode informar 2 quantidade(s) de sabor'. */
export const ErroVariacaoPartes: Story = {
  args: {
    product: pizzaMeioAMeio,
    answer: answered(
      refusal(
        pizzaMeioAMeio,
        selection({ tamanhoId: 3, variacoes: { 9: { 33: 1, 34: 1, 36: 1 }, 10: { 37: 1 } } }),
      ),
    ),
  },
}

/** Quantity 0: 'Neste momento não é possível adicionar este produto'. */
export const ErroTotalZero: Story = {
  args: { product: lasanha, answer: answered(refusal(lasanha, selection({ quantidade: 0 }))) },
}

/** 001 §5 "Shop closed": 'A empresa se encontra fechada nesse momento!'. */
export const EmpresaFechada: Story = {
  args: {
    product: lasanha,
    shopOpen: false,
    answer: answered(refusal(lasanha, selection(), false)),
  },
}

/** flgDisponivel false: 'Produto não está disponível no momento'. */
export const Indisponivel: Story = {
  args: { product: nhoqueDaCasa, answer: answered(refusal(nhoqueDaCasa, selection())) },
}

/** flgEmFalta: 'Produto em falta!' (after a valid size and crust). */
export const EmFalta: Story = {
  args: {
    product: pizzaRomeuEJulieta,
    answer: answered(
      refusal(pizzaRomeuEJulieta, selection({ tamanhoId: 2, variacoes: { 15: { 50: 1 } } })),
    ),
  },
}

// ── the other answers ────────────────────────────────────────────────────────────────────────────

/** An anonymous diner: 'Você precisa fazer login antes de continuar.', 'Fazer login' / 'Continuar sem cadastro'. */
export const LoginNecessario: Story = {
  args: { answer: answered(loginPrompt(massaTalharim)) },
}

/** A delivery product while the cart holds table-menu items: the question, in a confirmation dialog. */
export const ConflitoDeModo: Story = {
  args: { product: lasanha, answer: answered(modeConflict(lasanha, selection())) },
  parameters: { docs: { story: { inline: false, height: '720px' } } },
}

/** 'Adicionar' pressed: the post is on its way (the cart's stub never answers), the button shows it. */
export const Adicionando: Story = {
  args: { product: lasanha },
  play: async ({ canvasElement }) => {
    const button = Array.from(canvasElement.querySelectorAll('button')).find(
      (b) => b.textContent?.trim() === adicionar,
    )
    if (!button) throw new Error(`no '${adicionar}' button`)
    // Until the view has hydrated its form posts natively, which would leave the story: hold such a post back
    // (React's handler runs first and prevents it once hydrated) and press again.
    const win = canvasElement.ownerDocument.defaultView ?? window
    const holdNativePost = (event: Event) => event.preventDefault()
    win.addEventListener('submit', holdNativePost)
    try {
      for (let i = 0; i < 60 && button.getAttribute('aria-busy') !== 'true'; i++) {
        button.click()
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    } finally {
      win.removeEventListener('submit', holdNativePost)
    }
    if (button.getAttribute('aria-busy') !== 'true') throw new Error('the add never started')
  },
}

/** How a diner usually sees it: the dialog over the delivery menu (`?dialog=produto`). */
export const NoDialogo: Story = {
  args: { backTo: deliveryPath },
  parameters: { docs: { story: { inline: false, height: '720px' } } },
  render: (args) => {
    const here = `${deliveryPath}?dialog=produto&id=${args.product.id}&pdv=${args.pdvId}`
    return (
      <RemixStory url={here} routes={[productRoute()]}>
        <DialogRoot open>
          <DialogContent
            title={dialogEntry('produto').title}
            size={dialogEntry('produto').size}
            closeHref={deliveryPath}
          >
            <DialogScreenProvider
              value={{ place: { tenant: TENANT, via: 'dialog', here, redirectTo: null }, data: {} }}
            >
              <Screen name="produto">
                <ProductView {...args} />
              </Screen>
            </DialogScreenProvider>
          </DialogContent>
        </DialogRoot>
      </RemixStory>
    )
  },
}
