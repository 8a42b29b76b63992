/** Environment variable holding the MUI X licence key given to Pro and Premium demos. */
export const LICENSE_ENV = 'MUI_X_LICENSE_KEY';
