import type { Meta, StoryObj } from '@storybook/react-vite'
import { Text } from '../Text'
import { ScrollToTop } from './ScrollToTop'

const meta = {
  title: 'UI/ScrollToTop',
  component: ScrollToTop,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 400 } } },
} satisfies Meta<typeof ScrollToTop>

export default meta
type Story = StoryObj<typeof meta>

/** As on the landing: scroll the page down one screen and the button appears. */
export const OnALongPage: Story = {
  render: (args) => (
    <div style={{ padding: 16 }}>
      {Array.from({ length: 40 }, (_, i) => (
        <Text key={i}>Linha {i + 1} de conteúdo da página.</Text>
      ))}
      <ScrollToTop {...args} />
    </div>
  ),
}

/** The visible state, whatever the scroll position. */
export const Visible: Story = { args: { alwaysVisible: true } }
