import type { Meta, StoryObj } from '@storybook/react-vite';
import { colorRoles, themes, type ColorRole } from '@macao-phr/tokens';
import { Badge, Button, Card, List, NavBar, NumberField, TextField, type BadgeVariant } from '@macao-phr/design-system';

const badgeVariants: readonly BadgeVariant[] = [
  'neutral', 'brand', 'success', 'warning', 'danger', 'info', 'reading-low', 'reading-borderline', 'reading-normal', 'reading-high',
];

/** Role swatches: the fill with its foreground text, named by CSS variable, valued from the light theme data. */
function Swatches() {
  const fills = colorRoles.filter((role) => colorRoles.includes(`${role}-foreground` as ColorRole));
  return (
    <ul role="list" className="m-0 grid list-none grid-cols-2 gap-2 p-0 sm:grid-cols-3">
      {fills.map((role) => (
        <li
          key={role}
          className="flex flex-col rounded-md border border-border p-3 text-sm"
          style={{ backgroundColor: `var(--color-${role})`, color: `var(--color-${role}-foreground)` }}
        >
          <span className="font-semibold">{role}</span>
          <span className="font-mono text-xs">light {themes.light[role]}</span>
        </li>
      ))}
    </ul>
  );
}

/** Every component on one page, so axe checks each theme's contrast across all of them. */
function Gallery() {
  return (
    <div className="flex flex-col gap-6">
      <NavBar title="Lab reports" onBack={() => undefined} actions={<Button variant="ghost" size="sm">Filter</Button>} />
      <div className="flex flex-col gap-6 p-4">
        <p className="text-base text-text">Body text on the page surface. <span className="text-text-muted">Muted text.</span></p>
        <div className="flex flex-wrap gap-2">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Danger</Button>
        </div>
        <div className="flex flex-wrap gap-2">
          {badgeVariants.map((variant) => <Badge key={variant} variant={variant}>{variant}</Badge>)}
        </div>
        <p className="flex flex-wrap gap-4 text-base font-semibold">
          <span className="text-reading-low">3.2 low</span>
          <span className="text-reading-borderline">6.4 borderline</span>
          <span className="text-reading-normal">5.1 normal</span>
          <span className="text-reading-high">11.0 high</span>
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Email" description="We never share it." isInvalid errorMessage="Enter a valid email." />
          <NumberField label="Weight (kg)" defaultValue={68.5} />
        </div>
        <Card.Root>
          <Card.Header>
            <Card.Title asChild><h2>Blood pressure</h2></Card.Title>
            <Card.Description>Last measured 12 Oct 2026</Card.Description>
          </Card.Header>
          <Card.Content>118/76 mmHg</Card.Content>
        </Card.Root>
        <List.Root aria-label="Records">
          <List.Item title="Vaccinations" description="5 records" href="#vaccinations" />
          <List.Item title="Height" trailing="172 cm" />
        </List.Root>
        <Swatches />
      </div>
    </div>
  );
}

const meta = {
  title: 'Tokens/Themes',
  component: Gallery,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: { theme: 'light' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { theme: 'contrast' } };
