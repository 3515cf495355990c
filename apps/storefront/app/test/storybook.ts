// Storybook's packages are installed in packages/ui (the root .storybook resolves them from there), so the
// storefront's tsconfig cannot find '@storybook/react-vite' by name; the stories take its types from here.
// With a `paths` entry in apps/storefront/tsconfig.json (as apps/directory has) this becomes a plain re-export.
export type {
  Decorator,
  Meta,
  StoryObj,
} from '../../../../packages/ui/node_modules/@storybook/react-vite/dist/index'
