import { describe, expect, it } from 'vitest';
import { yesNoLead } from './yes-no';

// Sentences from real codes: Darien, GA §§ on skateboards and dog tags (Georgia Municipal Code dataset), DC Code § 25-1001.
describe('a yes/no question led by yes or no', () => {
  it('says no to "can I" when the first sentence bans the act outright', () => {
    expect(yesNoLead('Can my teenager skateboard across the river bridge?', 'It shall be unlawful for anyone to skateboard or roller skate on sidewalks, public streets or bridges within the city.')).toBe('No.');
    // A ban with an exception does not settle a plain "can I"; it does settle "can I … without …".
    const permit = 'No person shall kindle an open fire in any public or private place without a permit from the fire chief.';
    expect(yesNoLead('Can I burn a brush pile in my yard?', permit)).toBeNull();
    expect(yesNoLead('Can I burn a brush pile in my yard without asking anyone?', permit)).toBe('No.');
  });

  it('says yes to "do I have to" when the act is banned unless the requirement is met, and to "is that against the law" for a bare ban', () => {
    expect(yesNoLead('Does my dog have to wear a rabies tag in town?', 'It shall be unlawful for anyone to keep or harbor any dog in the corporate limits unless it wears a current rabies vaccination tag.')).toBe('Yes.');
    expect(yesNoLead("My neighbor's dog barks all night. Is that against the law here?", 'It shall be unlawful to keep any animal which disturbs the peace of the neighborhood by loud and frequent barking.')).toBe('Yes.');
  });

  it('reads a ban whose subject is several words, a "no … shall be made" ban and a declared nuisance', () => {
    // DC Code § 42-3502.17; Darien, GA Sec. 38-110; Hiawassee, GA Sec. 26-145.
    expect(yesNoLead("Can my landlord keep part of my security deposit to replace carpet that's simply old and worn?", 'No housing provider shall withhold a security deposit for the replacement value of apartment items that are damaged due to ordinary wear and tear.')).toBe('No.');
    expect(yesNoLead('Can I repaint the front of my house in the historic district without approval?', 'No material change in the exterior architectural appearance of any existing building within these areas shall be permitted to be made by the owner or occupant thereof unless or until application for certificate of appropriateness has been submitted to and approved by the commission.')).toBe('No.');
    expect(yesNoLead("My neighbor's dog barks and howls all night long. Is that against the law here?", 'The keeping or maintenance of any domestic animal which, due to prolonged or habitual barking, howling, whining, or other noises, causes annoyance to neighboring residents, is hereby declared to be a public nuisance and shall be abated as provided in this article.')).toBe('Yes.');
    // A limit or a permit's issue is not a ban on the act; nor is what "shall not be a violation".
    expect(yesNoLead('Can I keep dogs at my house?', 'No more than three dogs may be kept at any residence.')).toBeNull();
    expect(yesNoLead('Can I build a deck without a permit?', 'No permit shall be issued until the plans have been approved.')).toBeNull();
    expect(yesNoLead('Can I park my truck on the street?', 'It shall not be a violation of this section for a truck to park on the public right-of-way while loading.')).toBeNull();
  });

  it('adds nothing where the sentence limits a rule rather than banning, where two things are asked, or for other questions', () => {
    const notApply = 'Subsection (a)(1) of this section shall not apply if drinking or possession of an alcoholic beverage occurs on a front porch of a private residence.';
    expect(yesNoLead('Is it legal to sit on my own front porch and have a beer?', notApply)).toBeNull();
    expect(yesNoLead('Can my landlord say no, and can I charge her more than I pay?', 'No tenant may sublet a rental unit at a rent greater than that tenant pays.')).toBeNull();
    expect(yesNoLead('How late can a bar serve drinks on Saturday?', 'No licensee shall sell alcoholic beverages between 3:00 a.m. and 8:00 a.m. on Saturday.')).toBeNull();
  });
});
