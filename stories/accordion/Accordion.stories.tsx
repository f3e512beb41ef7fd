import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Accordion } from '@macao-phr/design-system';

interface Section { title: string; body: string }
interface AccordionExampleProps { sections: readonly Section[]; defaultValue?: string }

function AccordionExample({ sections, defaultValue }: AccordionExampleProps) {
  return (
    <Accordion.Root type="single" collapsible defaultValue={defaultValue} className="max-w-lg">
      {sections.map((section, index) => (
        <Accordion.Item key={section.title} value={String(index)}>
          <Accordion.Trigger>{section.title}</Accordion.Trigger>
          <Accordion.Content>{section.body}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const meta = {
  title: 'Layout/Accordion',
  component: AccordionExample,
  args: {
    sections: [
      { title: 'Allergies', body: 'None recorded.' },
      { title: 'Current medicines', body: 'Amlodipine 5 mg once a day.' },
      { title: 'Vaccinations', body: '5 doses recorded.' },
    ],
  },
  // The Language toolbar switches the visible text too.
  parameters: {
    localeArgs: {
      'zh-Hant': { sections: [{ title: '過敏', body: '暫無紀錄。' }, { title: '現正服用的藥物', body: '氨氯地平 5 毫克，每日一次。' }, { title: '疫苗接種', body: '已記錄 5 劑。' }] },
      pt: { sections: [{ title: 'Alergias', body: 'Sem registos.' }, { title: 'Medicamentos atuais', body: 'Amlodipina 5 mg uma vez por dia.' }, { title: 'Vacinação', body: '5 doses registadas.' }] },
    },
  },
} satisfies Meta<typeof AccordionExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Allergies' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Current medicines' })).toHaveFocus();
  },
};
export const Open: Story = { args: { defaultValue: '1' } };
export const LongTextZhHant: Story = {
  globals: { locale: 'zh-Hant' },
  args: { defaultValue: '0', sections: [{ title: '藥物及食物過敏紀錄（由醫生確認）', body: '暫無紀錄。如有過敏，請於下次覆診時告知醫生。' }, { title: '現正服用的長期藥物', body: '氨氯地平五毫克，每日一次。' }] },
};
export const LongTextPt: Story = {
  globals: { locale: 'pt' },
  args: { defaultValue: '0', sections: [{ title: 'Registo de alergias a medicamentos e alimentos (confirmadas pelo médico)', body: 'Sem registos. Se tiver alergias, informe o médico na próxima consulta.' }, { title: 'Medicamentos de uso prolongado', body: 'Amlodipina 5 mg uma vez por dia.' }] },
};
export const LongTextEn: Story = {
  args: { defaultValue: '0', sections: [{ title: 'Medicine and food allergies confirmed by a doctor', body: 'None recorded. If you have an allergy, tell your doctor at the next visit.' }, { title: 'Long-term medicines you take now', body: 'Amlodipine 5 mg once a day.' }] },
};
export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: '0' } };
export const HighContrast: Story = { globals: { theme: 'contrast' }, args: { defaultValue: '0' } };
