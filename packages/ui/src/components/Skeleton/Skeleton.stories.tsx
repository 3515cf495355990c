import type { Meta, StoryObj } from '@storybook/react-vite'
import { Inline } from '../Inline'
import { Stack } from '../Stack'
import { Skeleton, skeletonShapes } from './Skeleton'

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  args: { width: 240, height: 120 },
} satisfies Meta<typeof Skeleton>
export default meta
type Story = StoryObj<typeof meta>

export const Rect: Story = {}
export const Circle: Story = { args: { shape: 'circle', width: 48, height: 48 } }
export const TextLines: Story = { args: { shape: 'text', lines: 3, width: 280, height: undefined } }
export const ProductCard: Story = {
  render: () => (
    <Inline space="medium" alignY="flex-start" wrap={false}>
      <Skeleton width={96} height={96} />
      <Stack space="small" style={{ flex: 1 }}>
        <Skeleton shape="text" width="70%" />
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="text" width={80} />
      </Stack>
    </Inline>
  ),
}
