// The admin console's strings are a contract with the spec (§5 form messages, §8 success and info texts): the
// screens and the browser tests find them by their exact wording.
import { ADMIN_MSG, gotYourBackContact, maxCharsMessage } from '../../../src/domain/adminMessages';

const all = new Set<string>(Object.values(ADMIN_MSG));

describe('ADMIN_MSG', () => {
  it('holds the §5 form messages verbatim', () => {
    for (const text of [
      'Role name is required', 'Team name is required', 'Bot name is required', 'Path name must be at least 4 characters',
      'Path name must be at most 40 characters', 'Path name is required', 'Please enter a valid image URL',
      'Please select atleast one list from the dropdown', 'Please enter a value', 'Rule name is required', 'Source is required',
      'Chat field name is required', 'Chat field type is required', 'Title is required', 'Please enter a valid calendar link',
      'Calendar link is required', 'Image is required', 'Phone number is required', 'Audience name is required',
      'Domain is required', 'Api key is required', 'Holiday name required', 'Contains duplicate holiday name',
      'Holiday date required', 'Contains duplicate holiday date', 'This field cannot be empty',
      'Unable to save. You must select a GIF or add a message before you save', 'Please select a field',
      'Please enter a default value', 'Missing required fields', 'Please select a form from the website',
    ]) expect(all, text).toContain(text);
  });

  it('holds the §5 shared validator messages verbatim', () => {
    for (const text of [
      'Required', 'Maximum 50 topics allowed', 'Please enter valid value', 'Value must be a positive integer',
      'Value must be a positive number', 'Value can be upto 2 decimals only', 'This field must be a number',
      'Use any of characters a-z, A-Z, 0-9, _ , - ', 'Please provide a valid url', 'Phone number is not valid',
      'Please enter a valid email address!', 'Duration cannot be empty', 'Please enter a positive duration',
      'Please enter a duration less than 999', 'Add atleast one variant', 'Duplicate greeting messages found',
    ]) expect(all, text).toContain(text);
  });

  it('holds the §8 admin success texts verbatim', () => {
    for (const text of [
      'Audience saved successfully', 'New field created successfully', 'Saved meeting setting successfully',
      'Saved meeting availability successfully', 'Updated the rule successfully', 'Deleted the rule successfully',
      'Status of the widget updated successfully', 'Updated the widget settings successfully',
      'Updated the privacy policy settings successfully', 'Updated the holiday settings successfully',
      'Credential saved successfully!', 'File uploaded successfully', 'File deleted successfully',
    ]) expect(all, text).toContain(text);
  });

  it('has a success text for each team and role action', () => {
    for (const entity of ['Team', 'Role']) {
      for (const verb of ['created', 'updated', 'removed', 'cloned', 'assigned']) expect(all).toContain(`${entity} ${verb} successfully`);
    }
  });

  it('formats the parameterised texts', () => {
    expect(maxCharsMessage(120)).toBe('Maximum of 120 characters are allowed');
    expect(ADMIN_MSG.gotYourBackTitle).toBe("We've got your back!");
    expect(gotYourBackContact('success@parley.example')).toContain('success@parley.example');
  });
});
