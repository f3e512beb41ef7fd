import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ServiceGrid, ServiceTile, type ServiceTileStatus, type ServiceTileVariant } from '@macao-phr/design-system';
import { languageOf, type Language } from '../languages';

/** A decorative picture drawn in the brand colour (currentColor), as the portal's service icons are. */
function Picture({ shape }: { shape: 'calendar' | 'syringe' | 'flask' | 'heart' }) {
  const paths = {
    calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
    syringe: 'M14 4l6 6M17 7l-9 9-4 1 1-4 9-9M9 12l3 3',
    flask: 'M9 3h6M10 3v6l-5 10h14l-5-10V3',
    heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  };
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
      <path d={paths[shape]} />
    </svg>
  );
}

interface Tile {
  name: string;
  description?: string;
  status?: ServiceTileStatus;
  picture: 'calendar' | 'syringe' | 'flask' | 'heart';
}

interface ServiceGridExampleProps {
  label: string;
  variant: ServiceTileVariant;
  tiles: readonly Tile[];
  maintenanceLabel: string;
  loadingLabel: string;
  onOpen: (name: string) => void;
}

function ServiceGridExample({ label, variant, tiles, maintenanceLabel, loadingLabel, onOpen }: ServiceGridExampleProps) {
  return (
    <ServiceGrid aria-label={label} variant={variant}>
      {tiles.map((tile) => (
        <ServiceTile
          key={tile.name}
          name={tile.name}
          description={tile.description}
          status={tile.status}
          variant={variant}
          picture={<Picture shape={tile.picture} />}
          maintenanceLabel={maintenanceLabel}
          loadingLabel={loadingLabel}
          onClick={() => onOpen(tile.name)}
        />
      ))}
    </ServiceGrid>
  );
}

const tiles: readonly Tile[] = [
  { name: 'Appointments', description: 'Book and change visits', picture: 'calendar' },
  { name: 'Vaccinations', description: 'Doses and certificates', picture: 'syringe' },
  { name: 'Lab reports', description: 'Results as they are released', picture: 'flask', status: 'maintenance' },
  { name: 'Blood pressure', description: 'Your own readings', picture: 'heart' },
];

const meta = {
  title: 'Blocks/ServiceTile',
  component: ServiceGridExample,
  args: { label: 'Services', variant: 'compact', tiles, maintenanceLabel: 'Maintenance', loadingLabel: 'Loading', onOpen: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['compact', 'card'] } },
  // The Language toolbar switches the visible text too (the same four services).
  parameters: {
    localeArgs: {
      'zh-Hant': {
        label: '服務',
        maintenanceLabel: '維護中',
        loadingLabel: '載入中',
        tiles: tiles.map((tile, i) => ({ ...tile, ...[{ name: '預約', description: '預約及更改' }, { name: '疫苗接種', description: '針次及證明書' }, { name: '化驗報告', description: '結果一經發出即可查看' }, { name: '血壓', description: '自己量度的紀錄' }][i] })),
      },
      pt: {
        label: 'Serviços',
        maintenanceLabel: 'Em manutenção',
        loadingLabel: 'A carregar',
        tiles: tiles.map((tile, i) => ({ ...tile, ...[{ name: 'Marcações', description: 'Marcar e alterar consultas' }, { name: 'Vacinação', description: 'Doses e certificados' }, { name: 'Análises', description: 'Resultados quando divulgados' }, { name: 'Tensão arterial', description: 'As suas medições' }][i] })),
      },
    },
  },
} satisfies Meta<typeof ServiceGridExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story that changes the tiles changes them in the toolbar's other languages too (else the meta's four came back). */
const tilesInEachLanguage = (change: (list: readonly Tile[]) => readonly Tile[]) => ({
  localeArgs: { 'zh-Hant': { tiles: change(meta.parameters.localeArgs['zh-Hant'].tiles) }, pt: { tiles: change(meta.parameters.localeArgs.pt.tiles) } },
});
const withoutLastDescription = (list: readonly Tile[]) => list.map((tile, i) => (i === 3 ? { ...tile, description: undefined } : tile));
const detailsOf: Record<Language, (name: string) => string> = { en: (name) => `Details of ${name}`, 'zh-Hant': (name) => `${name}詳情`, pt: (name) => `Detalhes de ${name}` };

export const Compact: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Appointments/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('Vaccinations');
  },
};

export const Card: Story = { args: { variant: 'card' } };

export const Maintenance: Story = {
  args: { tiles: [{ name: 'Lab reports', description: 'Results as they are released', picture: 'flask', status: 'maintenance' }] },
  parameters: tilesInEachLanguage((list) => [list[2]!]),
  play: async ({ canvas, userEvent, args }) => {
    const tile = canvas.getByRole('button', { name: /^Lab reports .*Maintenance$/ });
    await userEvent.click(tile);
    await expect(args.onOpen).toHaveBeenCalledWith('Lab reports');
  },
};

export const Disabled: Story = {
  args: { tiles: tiles.map((tile) => ({ ...tile, status: tile.name === 'Vaccinations' ? 'disabled' : tile.status })) },
  parameters: tilesInEachLanguage((list) => list.map((tile, i) => ({ ...tile, status: i === 1 ? 'disabled' : tile.status }))),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Vaccinations/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { tiles: tiles.map((tile) => ({ ...tile, status: 'loading' as const })) },
  parameters: tilesInEachLanguage((list) => list.map((tile) => ({ ...tile, status: 'loading' as const }))),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByText('Loading')).toHaveLength(4);
  },
};

export const AsLinks: Story = {
  render: ({ label, tiles: shown }) => (
    <ServiceGrid aria-label={label}>
      <ServiceTile name={shown[0]!.name} href="#appointments" picture={<Picture shape="calendar" />} />
      <ServiceTile name={shown[1]!.name} href="#vaccinations" picture={<Picture shape="syringe" />} status="disabled" />
    </ServiceGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

const zhHant: readonly Tile[] = [
  { name: '預約掛號及更改預約', description: '預約、更改或取消衛生中心門診', picture: 'calendar' },
  { name: '疫苗接種紀錄及證明書', description: '查看已接種劑次並下載電子證明書', picture: 'syringe' },
  { name: '化驗及影像檢查報告', description: '報告發佈後即可查閱', picture: 'flask', status: 'maintenance' },
  { name: '自我量度血壓紀錄', description: '記錄及查看個人血壓趨勢', picture: 'heart' },
];
const pt: readonly Tile[] = [
  { name: 'Marcação e alteração de consultas', description: 'Marcar, alterar ou cancelar consultas nos centros de saúde', picture: 'calendar' },
  { name: 'Registo de vacinação e certificados', description: 'Doses administradas e certificados electrónicos', picture: 'syringe' },
  { name: 'Relatórios de análises e imagiologia', description: 'Disponíveis assim que forem divulgados', picture: 'flask', status: 'maintenance' },
  { name: 'Registos de tensão arterial', description: 'As suas próprias medições e tendências', picture: 'heart' },
];
const en: readonly Tile[] = [
  { name: 'Appointment booking and changes', description: 'Book, change or cancel health centre visits', picture: 'calendar' },
  { name: 'Vaccination records and certificates', description: 'Doses given and electronic certificates', picture: 'syringe' },
  { name: 'Laboratory and imaging reports', description: 'Available as soon as they are released', picture: 'flask', status: 'maintenance' },
  { name: 'Self-measured blood pressure', description: 'Your own readings and trends', picture: 'heart' },
];

export const LongTextZhHant: Story = { globals: { locale: 'zh-Hant' }, args: { label: '服務', tiles: zhHant, maintenanceLabel: '維護中', loadingLabel: '載入中' } };
export const LongTextPt: Story = { globals: { locale: 'pt' }, args: { label: 'Serviços', tiles: pt, maintenanceLabel: 'Em manutenção', loadingLabel: 'A carregar' } };
export const LongTextEn: Story = { args: { tiles: en } };
export const LongTextPtCard: Story = { globals: { locale: 'pt' }, args: { label: 'Serviços', variant: 'card', tiles: pt, maintenanceLabel: 'Em manutenção' } };
/** An info button beside each tile that has details; it opens them without following the tile. */
export const WithDetails: Story = {
  render: ({ label, tiles: shown, variant, onOpen }, { globals }) => (
    <ServiceGrid aria-label={label} variant={variant}>
      {shown.map((tile) => (
        <ServiceTile
          key={tile.name}
          name={tile.name}
          description={variant === 'card' ? tile.description : undefined}
          status={tile.status}
          variant={variant}
          picture={<Picture shape={tile.picture} />}
          href={`#${tile.picture}`}
          onDetails={tile.description ? () => onOpen(`details:${tile.name}`) : undefined}
          detailsLabel={detailsOf[languageOf(globals)](tile.name)}
        />
      ))}
    </ServiceGrid>
  ),
  args: { tiles: withoutLastDescription(tiles) },
  parameters: tilesInEachLanguage(withoutLastDescription),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('button', { name: /^Details of/ })).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Details of Blood pressure' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Details of Vaccinations' }));
    await expect(args.onOpen).toHaveBeenCalledWith('details:Vaccinations');
  },
};
export const WithDetailsCard: Story = { ...WithDetails, args: { ...WithDetails.args, variant: 'card' }, play: undefined };
export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { theme: 'contrast' }, args: { variant: 'card' } };
