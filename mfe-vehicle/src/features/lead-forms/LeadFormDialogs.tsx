import { leadFormForHash } from '@forecourt/shared/vehicle/lead-forms';
import { useAtom } from 'jotai/react';
import { type ComponentType, useEffect, useState } from 'react';
import type { LeadFormDialogProps } from './LeadFormDialog';
import type { LeadFormsView } from './lead-forms-view';
import { openLeadFormAtom } from './open-lead-form';

/** Loads the dialogs chunk (forms, fields, the request rules): on demand, once per page. */
function loadLeadFormDialog(): Promise<ComponentType<LeadFormDialogProps>> {
  return import(/* webpackChunkName: "lead-form-dialog" */ './LeadFormDialog').then((module) => module.LeadFormDialog);
}

/**
 * The vehicle page's lead form dialogs (spec: 000 §2 "Forms"): renders nothing until a button sets
 * `openLeadFormAtom`, then loads the dialog module and opens the chosen form; closing it clears the
 * atom (focus returns to the button). A page arrived at (or moved to) with a search card's fragment
 * (`#enquire`, `#test-drive`, `#find-similar`, shared `leadFormForHash`) opens that form. Nothing on
 * the server, so the page's first HTML and bundle carry no form.
 *
 * @example <LeadFormDialogs view={data.leadForms} availability="in-stock" />
 */
export function LeadFormDialogs({ view, availability }: { view: LeadFormsView; availability: 'in-stock' | 'sold' }) {
  const [open, setOpen] = useAtom(openLeadFormAtom);
  const [LeadFormDialog, setLeadFormDialog] = useState<ComponentType<LeadFormDialogProps> | null>(null);

  useEffect(() => {
    const openFromHash = () => {
      const form = leadFormForHash(window.location.hash, availability);
      if (form) setOpen(form);
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [availability, setOpen]);

  useEffect(() => {
    if (!open || LeadFormDialog) return;
    let current = true;
    loadLeadFormDialog().then(
      (component) => {
        if (current) setLeadFormDialog(() => component);
      },
      (error: unknown) => {
        // A failed chunk (offline, a deploy in between): the button can be pressed again.
        console.error('lead form dialog failed to load', error);
        if (current) setOpen(null);
      },
    );
    return () => {
      current = false;
    };
  }, [open, LeadFormDialog, setOpen]);

  if (!open || !LeadFormDialog) return null;
  return <LeadFormDialog form={open} view={view} onClose={() => setOpen(null)} />;
}
