// The browser's `POST /api/leads` lives in the shared device helpers, where the offers remote's
// enquiry form uses it too.

export { sendLead } from '@forecourt/shared/device/send-lead';
