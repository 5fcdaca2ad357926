package org.adjutant.gitm;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.TurnCalendar;

/**
 * What a player is told of the coming turn (docs/rules/sow.md 17.4): its place in the campaign, what the calendar
 * makes of it (peace, truce, build, reinforcement), that it ends the campaign or the game, and, on the first turn of
 * a new campaign, what the change of campaign brought. No deployment turn comes between campaigns (GITM 7.18 has one
 * only before the game).
 */
final class CampaignOpening {
    /** Plain-text mails keep lines to this width. */
    static final int WIDTH = 110;

    private CampaignOpening() {
    }

    static String nextTurn(GitmState s) {
        TurnCalendar calendar = s.settings().calendar();
        List<String> sentences = new ArrayList<>();
        if (s.isOver() && s.settings().victory().decided().isPresent()) {
            var v = s.settings().victory().decided().get();
            sentences.add("The game is over: " + v.winner().title() + " won the war with " + CampaignCalendar.label(
                    v.campaign(), v.turn()).inText() + " (docs/rules/victory.md). No more turns are run.");
            return wrap(sentences);
        }
        if (s.isOver()) {
            sentences.add("The game is over: it ended after " + CampaignCalendar.label(calendar.lastCampaign(),
                    TurnCalendar.TURNS_PER_CAMPAIGN).inText() + ", the end of its scenario's last campaign. No more "
                    + "turns are run.");
            return wrap(sentences);
        }
        if (s.turn() == 1 && s.campaign() > 1) {
            sentences.add("Campaign " + s.campaign() + " begins with turn 1 (GITM 5.1): the wounded and prisoners of"
                    + " campaign " + (s.campaign() - 1) + " have rejoined their units (GITM 9.13).");
        } else {
            sentences.add("The next turn is " + CampaignCalendar.label(s.campaign(), s.turn()).inText() + ".");
        }
        if (s.isPeaceTurn()) {
            sentences.add("It is a peace turn: no battle is fought and no gun fires (GITM 9.1); supplies move freely"
                    + " (GITM 10.6).");
        } else if (s.isTruceTurn()) {
            sentences.add("It is a truce turn: no battle is fought and no gun fires (GITM 9.1); supplies move freely"
                    + " (GITM 10.6).");
        }
        if (s.isBuildTurn()) {
            sentences.add("It is a build turn: units other than militia may be raised (SoW 4.2).");
        }
        if (s.isReinforcementTurn()) {
            sentences.add("It is the Mexican reinforcement turn (SoW 4.14).");
        }
        if (s.isLastTurn()) {
            sentences.add("It is the last turn of the game: the war ends with it.");
        } else if (s.isCampaignEnd()) {
            sentences.add("It ends the campaign: the wounded and prisoners rejoin their units (GITM 9.13).");
        }
        return wrap(sentences);
    }

    /** The sentences as one paragraph broken at spaces into lines of at most {@link #WIDTH} characters. */
    static String wrap(List<String> sentences) {
        StringBuilder out = new StringBuilder();
        int lineLength = 0;
        for (String word : String.join(" ", sentences).split(" ")) {
            if (lineLength > 0 && lineLength + 1 + word.length() > WIDTH) {
                out.append('\n');
                lineLength = 0;
            } else if (lineLength > 0) {
                out.append(' ');
                lineLength++;
            }
            out.append(word);
            lineLength += word.length();
        }
        return out.toString();
    }
}
