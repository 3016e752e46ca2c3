import { describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';
import { axeViolationsInBothModes } from '../fixtures/axe.js';
import { ownerApi } from '../fixtures/content.js';
import { image } from '../fixtures/testdata.js';

// A project's screenshots, uploaded in the admin's Screenshots panel, then seen on the project's
// case study: plain links to the large images without JavaScript, a lightbox with it.
const admin = useAdmin();
const { main, row } = admin;

describe('project screenshots', () => {
  it('are uploaded in the admin and shown on the case study, as links and in a lightbox', async () => {
    await admin.removeAll('projects');
    const owner = await ownerApi(admin.server);
    await owner.addProject('Photo sorter', 'DSCN0010.jpg', '', {
      case_study: '## How it works\n\nIt sorts photos by place.',
    });

    // The owner adds two screenshots at once, names the first and moves it after the second.
    await admin.openScreen('/Admin/project', 'Projects');
    await row('Photo sorter').getByRole('button', { name: 'Screenshots Photo sorter' }).click();
    const panel = admin.page.getByRole('dialog', { name: 'Screenshots of "Photo sorter"' });
    await panel
      .getByLabel('Add screenshots')
      .setInputFiles([image('landscape_6.jpg'), image('portrait_8.jpg')]);
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(2);
    await panel.getByLabel('Alt text of screenshot 1').fill('The map of the places');
    await panel.getByLabel('Alt text of screenshot 2').fill('The list of photos');
    await panel.getByRole('button', { name: 'Move down screenshot 1' }).click();
    await panel.getByRole('button', { name: 'Save order and alt texts' }).click();
    await expect
      .poll(() => panel.getByRole('button', { name: 'Save order and alt texts' }).isDisabled())
      .toBe(true);
    await panel.getByRole('button', { name: 'Close' }).click();
    await main().getByRole('table', { name: 'Projects' }).waitFor();

    // Without JavaScript: each thumbnail is a plain link to its large image, in the saved order.
    const { page: plain } = await admin.newPage({ javaScriptEnabled: false });
    await plain.goto(`${admin.server.publicUrl}/projects/photo-sorter`);
    const gallery = plain.getByRole('region', { name: 'Screenshots' });
    const links = gallery.getByRole('link');
    expect(await links.count()).toBe(2);
    const names = await gallery
      .getByRole('img')
      .evaluateAll((images) => images.map((img) => img.getAttribute('alt')));
    expect(names).toEqual(['The list of photos', 'The map of the places']);
    const thumb = gallery.getByRole('img', { name: 'The list of photos' });
    expect(await thumb.getAttribute('loading')).toBe('lazy');
    expect(Number(await thumb.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await thumb.getAttribute('height'))).toBeGreaterThan(0);
    const large = (await links.first().getAttribute('href')) ?? '';
    expect(large).toMatch(/\.webp$/);
    await links.first().click();
    await plain.waitForURL(large);
    expect(await plain.evaluate(() => document.contentType)).toBe('image/webp');

    // With JavaScript: a plain click opens the lightbox; the arrows move, Escape closes it and
    // focus goes back to the thumbnail shown last.
    const visitor = admin.visitor;
    await visitor.goto(`${admin.server.publicUrl}/projects/photo-sorter`);
    const shots = visitor.getByRole('region', { name: 'Screenshots' });
    await shots.getByRole('img', { name: 'The map of the places' }).scrollIntoViewIfNeeded();
    expect(await axeViolationsInBothModes(visitor)).toEqual({ light: [], dark: [] });
    await shots.getByRole('link', { name: 'The list of photos' }).click();
    const lightbox = visitor.getByRole('dialog', { name: 'Screenshots of Photo sorter' });
    await lightbox.waitFor();
    expect(await axeViolationsInBothModes(visitor)).toEqual({ light: [], dark: [] });
    expect(visitor.url()).toBe(`${admin.server.publicUrl}/projects/photo-sorter`);
    await lightbox.getByRole('img', { name: 'The list of photos' }).waitFor();
    expect(await lightbox.getByText('1 of 2').count()).toBe(1);
    await visitor.keyboard.press('ArrowRight');
    await lightbox.getByRole('img', { name: 'The map of the places' }).waitFor();
    expect(await lightbox.getByText('2 of 2').count()).toBe(1);
    await visitor.keyboard.press('ArrowRight');
    await lightbox.getByRole('img', { name: 'The list of photos' }).waitFor();
    await visitor.keyboard.press('ArrowLeft');
    await lightbox.getByRole('img', { name: 'The map of the places' }).waitFor();
    await visitor.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'hidden' });
    await expect
      .poll(() => visitor.evaluate(() => document.activeElement?.querySelector('img')?.alt))
      .toBe('The map of the places');
    // The Close button closes it too.
    await shots.getByRole('link', { name: 'The list of photos' }).click();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await lightbox.waitFor({ state: 'hidden' });
    expect(admin.unexpectedProblems()).toEqual({ owner: [], visitor: [] });
  });
});
