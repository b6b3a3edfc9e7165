/**
 * The portal's one confirmation dialog: every action that asks "are you sure?" goes through it, so
 * each looks, reads and behaves the same way (antd's confirm from App.useApp(), Cancel beside the
 * action, the focus on Cancel so a stray Enter changes nothing, Escape cancels). An irreversible
 * choice (SPEC §4: specialization, background, offer-letter address request, signature) adds the
 * sentence that it cannot be changed later. e2e/support/confirm.ts answers it in the browser tests.
 */
import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { Text } from './PageHeading';

export const IRREVERSIBLE_NOTE = 'This cannot be changed later.';

export interface ConfirmOptions {
  title: ReactNode;
  /** What is about to happen; an irreversible confirm adds IRREVERSIBLE_NOTE below it. */
  content?: ReactNode;
  /** The action's button: 'Yes' by default, 'Yes, confirm' for an irreversible choice. */
  okText?: string;
  /** The action removes or undoes something: its button is drawn in the danger colour. */
  danger?: boolean;
  irreversible?: boolean;
  /**
   * Work to finish before the dialog closes: the action's button shows its progress meanwhile. If it
   * fails the dialog stays open (the work reports its own error) and can still be cancelled.
   */
  onConfirm?: () => Promise<unknown>;
}

/** True once the action is confirmed (and its onConfirm has finished), false on Cancel, Escape or closing. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

/** `const confirm = useConfirm(); if (await confirm({ title, content })) …` */
export function useConfirm(): Confirm {
  const { modal } = App.useApp();
  return useCallback(
    ({ title, content, okText, danger = false, irreversible = false, onConfirm }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        let settled = false;
        const settle = (answer: boolean) => {
          if (settled) return;
          settled = true;
          resolve(answer);
        };
        const hasContent = content !== undefined && content !== null;
        modal.confirm({
          title,
          content: irreversible ? (
            <>
              {hasContent && <div style={{ marginBottom: 8 }}>{content}</div>}
              <Text strong>{IRREVERSIBLE_NOTE}</Text>
            </>
          ) : (
            content
          ),
          okText: okText ?? (irreversible ? 'Yes, confirm' : 'Yes'),
          cancelText: 'Cancel',
          okButtonProps: { danger },
          focusable: { autoFocusButton: 'cancel' },
          onOk: onConfirm
            ? async () => {
                await onConfirm();
                settle(true);
              }
            : () => settle(true),
          onCancel: () => settle(false),
          afterClose: () => settle(false),
        });
      }),
    [modal],
  );
}
