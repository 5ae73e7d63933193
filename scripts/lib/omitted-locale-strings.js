// A react-aria translation file the build leaves out (rspack.config.ts ariaLocaleStrings): react-aria's
// string dictionary skips null entries and answers in English.
export default null;
