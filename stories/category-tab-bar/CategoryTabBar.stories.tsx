import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CategoryTabBar, type CategoryTabBarItem } from '@macao-phr/design-system';

interface CategoryPageProps {
  label: string;
  categories: readonly CategoryTabBarItem[];
  body: string;
  storageKey?: string;
  onValueChange?: (id: string) => void;
}

/** A long page of categories under the sticky bar, as on the portal's service directory. */
function CategoryPage({ label, categories, body, storageKey, onValueChange }: CategoryPageProps) {
  return (
    <div>
      <CategoryTabBar label={label} categories={categories} storageKey={storageKey} onValueChange={onValueChange} />
      {categories.map((category) => (
        <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`} className="flex min-h-[70vh] flex-col gap-2 border-b border-border px-4 py-6">
          <h2 id={`${category.id}-heading`} className="text-xl font-semibold">{category.label}</h2>
          <p className="text-text-muted">{body}</p>
        </section>
      ))}
    </div>
  );
}

const categories: readonly CategoryTabBarItem[] = [
  { id: 'appointments', label: 'Appointments' },
  { id: 'records', label: 'Records' },
  { id: 'vaccinations', label: 'Vaccinations' },
  { id: 'payments', label: 'Payments' },
  { id: 'family', label: 'Family' },
];

const meta = {
  title: 'Blocks/CategoryTabBar',
  component: CategoryPage,
  args: { label: 'Categories', categories, body: 'Services of this category.', onValueChange: fn() },
  parameters: {
    layout: 'fullscreen',
    // The Language toolbar switches the visible text too.
    localeArgs: {
      'zh-Hant': {
        label: '服務類別',
        body: '此類別的服務。',
        categories: [
          { id: 'appointments', label: '預約' },
          { id: 'records', label: '紀錄' },
          { id: 'vaccinations', label: '疫苗接種' },
          { id: 'payments', label: '繳費' },
          { id: 'family', label: '家人' },
        ],
      },
      pt: {
        label: 'Categorias',
        body: 'Serviços desta categoria.',
        categories: [
          { id: 'appointments', label: 'Marcações' },
          { id: 'records', label: 'Registos' },
          { id: 'vaccinations', label: 'Vacinação' },
          { id: 'payments', label: 'Pagamentos' },
          { id: 'family', label: 'Família' },
        ],
      },
    },
  },
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const first = canvas.getByRole('link', { name: 'Appointments' });
    await expect(first).toHaveAttribute('aria-current', 'location');
    // Keyboard: one tab stop, arrows between links, Enter scrolls there.
    first.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Vaccinations' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('vaccinations');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Vaccinations' })).toHaveAttribute('aria-current', 'location'));
    await waitFor(() => expect(document.getElementById('vaccinations')?.getBoundingClientRect().top).toBeLessThan(200));
  },
};

export const FollowsTheScroll: Story = {
  play: async ({ canvas }) => {
    // Scrolled again on every try: on a busy machine the page may still be laying out, and a scroll to where the
    // page already is fires no event, so the spy is told of it too.
    const scrollUntilCurrent = (top: () => number, name: string) =>
      waitFor(
        () => {
          window.scrollTo({ top: top(), behavior: 'instant' });
          window.dispatchEvent(new Event('scroll'));
          expect(canvas.getByRole('link', { name })).toHaveAttribute('aria-current', 'location');
        },
        { timeout: 5000 },
      );
    await scrollUntilCurrent(() => (document.getElementById('payments')?.getBoundingClientRect().top ?? 0) + window.scrollY - 100, 'Payments');
    await scrollUntilCurrent(() => 0, 'Appointments');
  },
};

export const KeepsScrollPosition: Story = {
  args: { storageKey: 'story-category-tab-bar' },
  beforeEach: () => {
    window.sessionStorage.setItem('story-category-tab-bar', '900');
    return () => window.sessionStorage.removeItem('story-category-tab-bar');
  },
  play: async () => {
    await waitFor(() => expect(Math.round(window.scrollY)).toBeGreaterThan(0));
  },
};

export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    label: '服務類別',
    body: '此類別的服務。',
    categories: [
      { id: 'zh-a', label: '預約及排隊服務' },
      { id: 'zh-b', label: '個人健康紀錄' },
      { id: 'zh-c', label: '疫苗接種及證明書' },
      { id: 'zh-d', label: '繳費及收據' },
      { id: 'zh-e', label: '家人及受監護人' },
    ],
  },
};

export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: {
    label: 'Categorias',
    body: 'Serviços desta categoria.',
    categories: [
      { id: 'pt-a', label: 'Marcações e senhas' },
      { id: 'pt-b', label: 'Registos de saúde pessoais' },
      { id: 'pt-c', label: 'Vacinação e certificados' },
      { id: 'pt-d', label: 'Pagamentos e recibos' },
      { id: 'pt-e', label: 'Familiares e tutelados' },
    ],
  },
};

export const LongTextEn: Story = {
  args: {
    categories: [
      { id: 'en-a', label: 'Appointments and queue tickets' },
      { id: 'en-b', label: 'Personal health records' },
      { id: 'en-c', label: 'Vaccinations and certificates' },
      { id: 'en-d', label: 'Payments and receipts' },
      { id: 'en-e', label: 'Family members and wards' },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { theme: 'contrast' } };

/**
 * On a 390 px phone the categories do not fit: the edge that hides some fades and shows a chevron, which
 * scrolls the row on (a cut label alone would look like the end of the row).
 */
export const OverflowOnAPhone: Story = {
  decorators: [(Story) => <div className="w-[390px] max-w-full border-x border-border"><Story /></div>],
  args: LongTextPt.args,
  globals: { locale: 'pt' },
  play: async ({ canvasElement, userEvent }) => {
    // The row says where it overflows once it has measured itself, after its first render.
    await waitFor(() => expect(canvasElement.querySelector('ul[data-overflow]')).toHaveAttribute('data-overflow', 'end'));
    const row = canvasElement.querySelector('ul[data-overflow]');
    const more = canvasElement.querySelector<HTMLElement>('[data-slot="scroll-row-end"]');
    await expect(more).toBeVisible();
    await userEvent.click(more!);
    await waitFor(() => expect(row?.getAttribute('data-overflow')).toContain('start'));
  },
};
