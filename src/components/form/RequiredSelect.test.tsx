import { render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { Form, Select, type FormInstance } from 'antd';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { RequiredSelect } from './RequiredSelect';

const options = [
  { value: 'steel', label: 'Steel' },
  { value: 'aluminium', label: 'Aluminium' },
];

function RequiredField({ plain = false, search = false }: { plain?: boolean; search?: boolean }) {
  const Control = plain ? Select : RequiredSelect;
  return (
    <Form>
      <Form.Item name="type" label="Material type" rules={[{ required: true }]}>
        <Control options={options} showSearch={search} />
      </Form.Item>
    </Form>
  );
}

/** The ARIA findings axe reports on the form, by rule. */
async function ariaFindings(container: HTMLElement) {
  const result = await axe.run(container, { runOnly: ['aria-allowed-attr', 'aria-required-attr', 'aria-valid-attr-value'] });
  return result.violations.map((violation) => violation.id);
}

describe('RequiredSelect', () => {
  it('is announced as required on its combobox, not on the div around it', async () => {
    for (const search of [false, true]) {
      const { container, unmount } = render(<RequiredField search={search} />);
      const root = container.querySelector('.ant-select');
      await waitFor(() => expect(container.querySelector('[role="combobox"]')?.getAttribute('aria-required')).toBe('true'));
      expect(root?.hasAttribute('aria-required')).toBe(false);
      expect(await ariaFindings(container)).toEqual([]);
      unmount();
    }
  });

  it('fixes what a plain Select in a required field gets wrong', async () => {
    const { container } = render(<RequiredField plain />);
    expect(container.querySelector('.ant-select')?.getAttribute('aria-required')).toBe('true');
    expect(await ariaFindings(container)).toContain('aria-allowed-attr');
  });

  it('still takes the form item\'s focus for the first invalid field', async () => {
    const form = createRef<FormInstance>();
    const { container } = render(
      <Form ref={form}>
        <Form.Item name="type" label="Material type" rules={[{ required: true }]}>
          <RequiredSelect options={options} showSearch />
        </Form.Item>
      </Form>,
    );
    form.current?.focusField('type');
    await waitFor(() => expect(document.activeElement).toBe(container.querySelector('[role="combobox"]')));
  });
});
