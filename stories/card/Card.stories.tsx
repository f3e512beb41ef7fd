import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button, Card, Skeleton } from '@macao-phr/design-system';

interface CardExampleProps {
  title: string;
  description: string;
  body: string;
  action: string;
  status: string;
}

function CardExample({ title, description, body, action, status }: CardExampleProps) {
  return (
    <Card.Root className="max-w-md">
      <Card.Header>
        <Card.Title>{title}</Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Content className="flex items-baseline gap-3">
        <span className="text-2xl font-semibold tabular-nums">{body}</span>
        <Badge variant="reading-normal">{status}</Badge>
      </Card.Content>
      <Card.Footer>
        <Button variant="ghost" size="sm">{action}</Button>
      </Card.Footer>
    </Card.Root>
  );
}

const meta = {
  title: 'Layout/Card',
  component: CardExample,
  args: { title: 'Blood pressure', description: 'Last measured 12 Oct 2026', body: '118/76 mmHg', action: 'View trend', status: 'Normal' },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': { title: '血壓', description: '最近量度：2026年10月12日', action: '查看趨勢', status: '正常' },
      pt: { title: 'Tensão arterial', description: 'Última medição: 12/10/2026', action: 'Ver evolução', status: 'Normal' },
    },
  },
} satisfies Meta<typeof CardExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  render: () => (
    <Card.Root className="max-w-md" aria-busy="true">
      <Card.Header>
        <Skeleton className="w-1/3" />
        <Skeleton className="w-1/2" />
      </Card.Header>
      <Skeleton shape="block" className="h-10" />
    </Card.Root>
  ),
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: { title: '血壓（收縮壓／舒張壓）', description: '最近一次量度：二〇二六年十月十二日上午八時', body: '118/76 mmHg', action: '查看趨勢圖表', status: '正常' },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    title: 'Tensão arterial (sistólica/diastólica)',
    description: 'Última medição: 12 de Outubro de 2026, às 8h00',
    body: '118/76 mmHg',
    action: 'Ver a evolução ao longo do tempo',
    status: 'Normal',
  },
};

export const LongTextEn: Story = {
  args: {
    title: 'Blood pressure (systolic / diastolic)',
    description: 'Last measured on Monday 12 October 2026 at 8:00 in the morning',
    body: '118/76 mmHg',
    action: 'View the trend over time',
    status: 'Normal',
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
