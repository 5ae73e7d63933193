import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { Select } from './Select';
import { Spinner } from './Spinner';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

// The kit's form fields: labelled, described and showing their error, as RAC wires them.

function idOf(html: string, pattern: RegExp): string {
  const id = pattern.exec(html)?.[1];
  if (!id) throw new Error(`no match for ${pattern}`);
  return id;
}

describe('TextField', () => {
  it('labels its input and links the description', () => {
    const html = renderToStaticMarkup(
      <TextField label="Email" type="email" description="We reply by email." value="a@b.co" />,
    );
    const inputId = idOf(html, /<input[^>]*\sid="([^"]+)"/);
    expect(html).toMatch(new RegExp(`<label[^>]*for="${inputId}"[^>]*>Email</label>`));
    const describedBy = idOf(html, /<input[^>]*aria-describedby="([^"]+)"/).split(' ');
    const descriptionId = idOf(html, /\sid="([^"]+)"[^>]*>We reply by email.</);
    expect(describedBy).toContain(descriptionId);
    expect(html).not.toContain('aria-invalid');
    expect(html).toContain('class="fc-ui-field');
  });

  it('shows its error and marks the input invalid', () => {
    const html = renderToStaticMarkup(
      <TextField label="Postcode" errorMessage="Invalid postcode. Please enter a 4-digit number." />,
    );
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(html).toContain('>Invalid postcode. Please enter a 4-digit number.<');
  });
});

describe('TextArea', () => {
  it('is a labelled textarea with its error', () => {
    const html = renderToStaticMarkup(
      <TextArea label="Comments" isRequired errorMessage="This is a required field." />,
    );
    const id = idOf(html, /<textarea[^>]*\sid="([^"]+)"/);
    expect(html).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>Comments</label>`));
    expect(html).toMatch(/<textarea[^>]*aria-required="true"/);
    expect(html).toContain('>This is a required field.<');
  });
});

describe('Checkbox', () => {
  it('is a checkbox labelled by its content, with its error', () => {
    const html = renderToStaticMarkup(
      <Checkbox isSelected errorMessage="*You must agree to the terms of use before submitting.">
        I agree
      </Checkbox>,
    );
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""/);
    expect(html).toMatch(/<label[^>]*>[\s\S]*I agree[\s\S]*<\/label>/);
    expect(html).toContain('>*You must agree to the terms of use before submitting.<');
    expect(html).toContain('class="fc-ui-checkbox');
  });
});

describe('Select', () => {
  it('is a labelled button showing the chosen option', () => {
    const html = renderToStaticMarkup(
      <Select
        label="Location"
        options={[
          { id: 'parramatta', label: 'Parramatta' },
          { id: 'penrith', label: 'Penrith' },
        ]}
        value="penrith"
      />,
    );
    expect(html).toContain('>Location</');
    expect(html).toMatch(/<button[^>]*aria-haspopup="listbox"/);
    expect(html).toContain('Penrith');
  });
});

describe('Spinner', () => {
  it('is an indeterminate progress bar named by its label, drawn by a hidden svg', () => {
    const html = renderToStaticMarkup(<Spinner label="Sending" />);
    expect(html).toMatch(/^<div[^>]*role="progressbar"/);
    expect(html).toContain('aria-label="Sending"');
    expect(html).not.toContain('aria-valuenow');
    expect(html).toMatch(/<svg aria-hidden="true"/);
  });
});
