package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.Treaty;
import org.adjutant.ruleset.Visibility;

/**
 * Relations between Mexican states changed or offered (RAR 1.1-1.2; docs/rules/politics.md section 6): a treaty
 * proposed (told to both parties), a treaty concluded (public, or to the parties alone when secret) or a war declared
 * (public).
 *
 * @param what  "proposed", "concluded" or "war-declared"
 * @param text  the sentence
 */
public record TreatyEvent(Phase when, String what, String first, String second, String text, Visibility visibility)
        implements GitmEvent {
    public TreatyEvent {
        Objects.requireNonNull(what);
        Objects.requireNonNull(text);
    }

    public static TreatyEvent proposed(Phase when, Treaty t) {
        return new TreatyEvent(when, "proposed", t.first(), t.second(), "The leader of " + t.first() + " proposes "
                + (t.secret() ? "a secret " : "a public ") + t.kind().noun() + " to " + t.second()
                + ": it is concluded when " + t.second() + "'s leader signs the same terms (TREATY " + t.kind()
                + " WITH " + t.first() + (t.secret() ? " SECRET" : "") + "; RAR 1.2).", Officers.of(t.first(),
                t.second()));
    }

    public static TreatyEvent concluded(Phase when, Treaty t) {
        return new TreatyEvent(when, "concluded", t.first(), t.second(), (t.secret() ? "A secret treaty: " : "")
                + t.first() + " and " + t.second() + " have concluded " + t.kind().words() + "; they are now "
                + t.kind().relation().words() + " (RAR 1.1, GITM 1.4).",
                t.secret() ? Officers.of(t.first(), t.second()) : Visibility.everyone());
    }

    public static TreatyEvent warDeclared(Phase when, String by, String on) {
        return new TreatyEvent(when, "war-declared", by, on, by + " has declared war on " + on + "; they are now"
                + " hostile (RAR, GITM 1.4).", Visibility.everyone());
    }

    @Override
    public String kind() {
        return "treaty-" + what;
    }

    @Override
    public String describe() {
        return text;
    }
}
