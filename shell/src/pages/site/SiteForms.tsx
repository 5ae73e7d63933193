import { CAREERS_ENQUIRY } from '@forecourt/shared';
import { SERVICE_BOOKING_ANCHOR } from '@forecourt/shared/site-pages/pages';
import { Field } from '../FormField';
import { type Choice, ChoiceField, LeadForm, MessageField } from './LeadFormParts';

// The lead forms of the site pages (issue 19): the service booking (spec: 001 §2 "/service#service-booking"),
// the careers enquiry (spec: 000 §5 "Careers Enquiry" → General Enquiry / Career Enquiry, event 51) and
// the test drive of any car of the site (spec: 001 §2 "/book-test-drive").

/**
 * What a site page's form needs from the gateway. An enquiry or a test drive says the page it was sent from,
 * `pageId` (the page's path: spec 000 §3 "Enquiry form fields … page_id"); the service booking has no such field.
 */
export type SitePageForm =
  | { kind: 'service-booking'; dealerships: readonly Choice[] }
  | { kind: 'careers'; dealerships: readonly Choice[]; pageId: string }
  | {
      kind: 'test-drive';
      dealerships: readonly Choice[];
      cars: readonly Choice[];
      selectedCar: string | null;
      pageId: string;
    };

/** The dealership choice, only where a site has several (a single one is filled in by the API). */
function DealershipChoice({
  id,
  dealerships,
  required,
}: {
  id: string;
  dealerships: readonly Choice[];
  required: boolean;
}) {
  if (dealerships.length < 2) return null;
  return <ChoiceField id={id} name="dealership_slug" label="Dealership" choices={dealerships} required={required} />;
}

/**
 * The form a site page ends with.
 * @example <SiteForm form={{ kind: 'careers', dealerships, pageId: '/careers' }} />
 */
export function SiteForm({ form }: { form: SitePageForm }) {
  switch (form.kind) {
    case 'service-booking':
      return (
        <LeadForm id={SERVICE_BOOKING_ANCHOR} form="service-booking" heading="Book a service" submit="Book Service">
          <Field name="Rego" label="Registration" value="" autoComplete="off" maxLength={12} />
          <Field name="Vehicle Make" label="Make" value="" autoComplete="off" />
          <Field name="Vehicle Model" label="Model" value="" autoComplete="off" />
          <Field
            name="dateTime"
            label="Preferred date"
            type="date"
            value=""
            autoComplete="off"
            description="We will confirm the time with you."
          />
          <DealershipChoice id="service-dealership" dealerships={form.dealerships} required />
          <MessageField id="service-message" label="What does your vehicle need?" />
        </LeadForm>
      );
    case 'careers':
      return (
        <LeadForm
          id="careers-enquiry"
          form="enquiry"
          heading="Careers enquiry"
          submit="Send Enquiry"
          hidden={{ category: CAREERS_ENQUIRY, page_id: form.pageId }}
        >
          <DealershipChoice id="careers-dealership" dealerships={form.dealerships} required />
          <MessageField id="careers-message" label="Tell us about yourself and the role you are after" required />
        </LeadForm>
      );
    case 'test-drive':
      return (
        <LeadForm
          id="test-drive-booking"
          form="test-drive"
          heading="Your test drive"
          submit="Book Test Drive"
          hidden={{ page_id: form.pageId }}
        >
          <ChoiceField
            id="test-drive-car"
            name="car_id"
            label="Vehicle"
            choices={form.cars}
            required
            selected={form.selectedCar ?? undefined}
          />
          <Field name="dateTime" label="Preferred date" type="date" value="" autoComplete="off" />
          <MessageField id="test-drive-message" label="Comments" />
        </LeadForm>
      );
  }
}
