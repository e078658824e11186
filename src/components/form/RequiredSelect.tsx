import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { Select, type RefSelectProps, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';

type Props<V, O extends BaseOptionType | DefaultOptionType> = SelectProps<V, O> & {
  ref?: Ref<RefSelectProps>;
  'aria-required'?: boolean | 'true' | 'false';
};

/**
 * The Select of a required Form.Item. The item hands its control aria-required, which antd's Select puts on its root
 * div as well as on its combobox input; a plain div may not carry it (axe aria-allowed-attr). This Select keeps it
 * off the div and sets it on the combobox, where a screen reader announces the field as required.
 */
export function RequiredSelect<V = unknown, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>({
  ref,
  'aria-required': required = true,
  ...props
}: Props<V, O>) {
  const select = useRef<RefSelectProps>(null);
  useImperativeHandle(ref, () => select.current as RefSelectProps);
  // After every render: antd may render a new input (a search turned on, a mode changed).
  useEffect(() => {
    select.current?.nativeElement?.querySelector('[role="combobox"]')?.setAttribute('aria-required', String(required));
  });
  return <Select<V, O> {...props} ref={select} />;
}
