package org.adjutant.gitm.event;

/**
 * Men a state lets go (a unit disbanded, the excess of a merge) and where they go (SoW 4.15, GITM 3.5): home to the
 * state's manpower pool at the end of campaign {@code returnCampaign}, or, for militia, at once to their home city;
 * outside the state's territory two in five are lost and the state pays a victory point a 250 men.
 *
 * @param men            the men released
 * @param toPool         of them, those who come back to the manpower pool (or, for militia, to their city)
 * @param lost           of them, those lost on the way home from abroad
 * @param penaltyVp      victory points the state pays for men sent home from abroad
 * @param returnCampaign the campaign at whose end the men rejoin the pool; 0 when they go home at once (militia)
 */
public record Release(int men, int toPool, int lost, int penaltyVp, int returnCampaign) {
    public static final Release NONE = new Release(0, 0, 0, 0, 0);

    public Release {
        if (men < 0 || toPool < 0 || lost < 0 || penaltyVp < 0 || toPool + lost != men) {
            throw new IllegalArgumentException("release of " + men + ": " + toPool + " home, " + lost + " lost");
        }
    }

    /** "400 men go home to the manpower pool at the end of campaign 2", with the losses abroad; empty when none. */
    public String words(String state) {
        if (men == 0) {
            return "";
        }
        String home = returnCampaign == 0 ? " go home at once"
                : " go home to " + state + "'s manpower pool at the end of campaign " + returnCampaign;
        if (lost == 0) {
            return String.format("%,d men%s", toPool, home);
        }
        String lostWords = String.format("%,d men%s, %,d are lost on the way from abroad", toPool, home, lost);
        return penaltyVp == 0 ? lostWords : String.format("%s and %s pays %d victory point%s", lostWords, state,
                penaltyVp, penaltyVp == 1 ? "" : "s");
    }
}
