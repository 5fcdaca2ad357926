package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.adjutant.gitm.detection.DiceSource;
import org.adjutant.gitm.detection.Viewer;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.BattleMoraleChanged;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.event.Count;
import org.adjutant.gitm.event.Bombarded;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.ExperienceFaded;
import org.adjutant.gitm.event.ExperienceGained;
import org.adjutant.gitm.event.GeneralRetreat;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.HeadquartersWithdrew;
import org.adjutant.gitm.event.MoraleChecked;
import org.adjutant.gitm.event.MoraleShaken;
import org.adjutant.gitm.event.OddsWords;
import org.adjutant.gitm.event.Reformed;
import org.adjutant.gitm.event.ReturnedToRanks;
import org.adjutant.gitm.event.Routed;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.event.StragglersReturned;
import org.adjutant.gitm.event.Surrendered;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.render.Allegiance;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * How a player reads the events of combat (GITM 4.4-4.6, 5.3): what an officer on the field could know. His own
 * units' losses, morale checks and fates are told exactly; of the enemy he learns what he could see — that a unit
 * retreated, routed, shattered or surrendered, and the enemy's losses as an estimate ("about 350 men"), never the
 * count by kind, the chances of a morale roll or a figure only the enemy's own returns hold. Hostile units keep their
 * ids in the sentence: the narrator replaces them by an estimate of state, size and branches as for any event.
 * Events of a unit's own keeping (experience, battle morale, returning stragglers) are for its commander and deputy
 * only.
 */
final class BattleNarration {
    private final Function<UnitId, Optional<Unit>> units;
    private final Function<Unit, Allegiance> allegiance;
    private final DiceSource dice;
    private final PlaceNames places;

    /**
     * @param units      a unit by id, as the position after (or before) the turn knows it
     * @param allegiance how the viewer stands to a unit
     * @param dice       the report's dice, for the estimates
     * @param places     how the reader's map names a place
     */
    BattleNarration(Function<UnitId, Optional<Unit>> units, Function<Unit, Allegiance> allegiance, DiceSource dice,
                    PlaceNames places) {
        this.units = units;
        this.allegiance = allegiance;
        this.dice = dice;
        this.places = places;
    }

    /** Whether the event is one this class tells (and the generic narration must not). */
    static boolean tells(Object event) {
        return event instanceof BattleFought || event instanceof CasualtiesSuffered || event instanceof Bombarded
                || event instanceof MoraleChecked || event instanceof Routed || event instanceof Shattered
                || event instanceof Surrendered || event instanceof UnitDestroyed
                || event instanceof HeadquartersWithdrew || event instanceof GeneralRetreat || ownKeeping(event);
    }

    private static boolean ownKeeping(Object event) {
        return event instanceof ExperienceGained || event instanceof BattleMoraleChanged || event instanceof MoraleShaken
                || event instanceof StragglersReturned || event instanceof Reformed
                || event instanceof ReturnedToRanks || event instanceof ExperienceFaded;
    }

    /** The sentence {@code viewer} reads of {@code event}, or empty when he reads nothing of it. */
    Optional<String> sentence(GitmEvent event, Viewer viewer) {
        if (event instanceof BattleFought b) {
            return Optional.of(battle(b, viewer));
        }
        if (event instanceof CasualtiesSuffered c) {
            // His own units' losses by kind; the others' only as the battle's total.
            return viewer.commands(c.unit()) ? Optional.of(c.describe()) : Optional.empty();
        }
        if (event instanceof Bombarded b) {
            return Optional.of(bombarded(b, viewer));
        }
        if (event instanceof MoraleChecked m) {
            if (viewer.commands(m.unit())) {
                return Optional.of(m.describe());
            }
            // What the others see is what the unit does, not the roll behind it.
            return switch (m.outcome()) {
                case HELD -> Optional.empty();
                case RETREAT -> Optional.of(m.unit() + " wavered and gave ground.");
                case ROUT -> Optional.of(m.unit() + " broke and fled.");
                case SHATTER -> Optional.of(m.unit() + ", exhausted, broke up.");
                case FAILED_IN_FORT -> Optional.of(m.unit() + " wavered but stayed in its fort.");
            };
        }
        if (event instanceof Routed r) {
            return Optional.of(viewer.commands(r.unit()) ? r.describe()
                    : r.unit() + " routed from " + r.from() + " into " + r.to() + ".");
        }
        if (event instanceof Shattered s) {
            return Optional.of(viewer.commands(s.unit()) ? s.describe()
                    : s.unit() + " shattered and fled from " + s.from() + " towards " + s.to() + ".");
        }
        if (event instanceof Surrendered s) {
            // The terms are the victor's to grant, so both sides know them; the enemy's men only by estimate.
            if (viewer.commands(s.unit()) || friendly(s.unit())) {
                return Optional.of(s.describe(places));
            }
            return Optional.of(s.told(places, about(s.men(), viewer, s.when() + " surrender " + s.unit())));
        }
        if (event instanceof UnitDestroyed d) {
            return Optional.of(viewer.commands(d.unit()) ? d.describe(places)
                    : d.unit() + " was destroyed " + places.in(d.square()) + ": " + d.cause().words() + ".");
        }
        if (event instanceof HeadquartersWithdrew h) {
            return Optional.of(viewer.commands(h.unit()) || friendly(h.unit()) ? h.describe()
                    : h.unit() + " withdrew from the battle at " + h.from() + " to " + h.to() + " in " + h.square()
                    + ".");
        }
        if (event instanceof GeneralRetreat g) {
            boolean ours = g.states().stream().anyMatch(viewer.side()::contains);
            return Optional.of(ours ? g.describe(places) : "The enemy " + places.in(g.square())
                    + " gave way: a general retreat began there.");
        }
        if (ownKeeping(event)) {
            UnitId unit = ownUnit(event);
            return viewer.commands(unit) ? Optional.of(event.describe()) : Optional.empty();
        }
        return Optional.of(event.describe(places));
    }

    private static UnitId ownUnit(Object event) {
        if (event instanceof ExperienceGained e) {
            return e.unit();
        } else if (event instanceof BattleMoraleChanged e) {
            return e.unit();
        } else if (event instanceof MoraleShaken e) {
            return e.unit();
        } else if (event instanceof StragglersReturned e) {
            return e.unit();
        } else if (event instanceof Reformed e) {
            return e.unit();
        } else if (event instanceof ReturnedToRanks e) {
            return e.unit();
        }
        return ((ExperienceFaded) event).unit();
    }

    /**
     * "Battle near Monterrey (1 mi W) [J9-V4 6-7]: US1IN, US3IN against MX4IN. We attacked. We won the melee; we
     * hold the square (odds 1.4:1). We lost 212 men; the enemy about 350 men." From the side of an observer who did
     * not fight, both sides are told by estimate.
     */
    private String battle(BattleFought b, Viewer viewer) {
        BattleSide ours = sideOf(b, viewer);
        String head = "Battle " + places.at(b.square(), b.at()) + ": " + join(b.attackers()) + " against "
                + join(b.defenders()) + ".";
        String label = b.when() + " battle " + b.square() + " " + b.at();
        if (ours == BattleSide.NEITHER) {
            String melee = b.meleeWinner() == BattleSide.NEITHER ? "No melee was fought"
                    : capitalised(b.meleeWinner().words()) + " won the melee";
            return head + " " + melee + "; " + holds(b.holder()) + ". The attackers lost "
                    + about(b.attackersLost(), viewer, label + " attackers") + ", the defenders "
                    + about(b.defendersLost(), viewer, label + " defenders") + ".";
        }
        BattleSide theirs = ours == BattleSide.ATTACKERS ? BattleSide.DEFENDERS : BattleSide.ATTACKERS;
        int ourLoss = ours == BattleSide.ATTACKERS ? b.attackersLost() : b.defendersLost();
        int theirLoss = ours == BattleSide.ATTACKERS ? b.defendersLost() : b.attackersLost();
        String melee = b.meleeWinner() == BattleSide.NEITHER ? "No melee was fought"
                : b.meleeWinner() == ours ? "We won the melee" : "The enemy won the melee";
        String held = b.holder() == ours ? "we hold the square" : b.holder() == theirs ? "the enemy holds the square"
                : "neither side holds the square";
        List<UnitId> ourUnits = (ours == BattleSide.ATTACKERS ? b.attackers() : b.defenders()).stream()
                .filter(id -> viewer.commands(id) || friendly(id)).toList();
        String lines = b.lines(ourUnits);
        return head + " We " + (ours == BattleSide.ATTACKERS ? "attacked" : "defended") + ". " + melee + "; " + held
                + " (" + OddsWords.of(b.odds()) + "). We lost " + Count.men(ourLoss)
                + "; the enemy " + about(theirLoss, viewer, label + " enemy") + "."
                + (lines.isEmpty() ? "" : " Our lines: " + lines + ".");
    }

    private static String holds(BattleSide holder) {
        return holder == BattleSide.NEITHER ? "neither side holds the square" : holder.words() + " hold the square";
    }

    private static String capitalised(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** Which side of the battle the viewer's side fought on: the side with a unit friendly to him. */
    private BattleSide sideOf(BattleFought b, Viewer viewer) {
        for (UnitId id : b.attackers()) {
            if (viewer.commands(id) || friendly(id)) {
                return BattleSide.ATTACKERS;
            }
        }
        for (UnitId id : b.defenders()) {
            if (viewer.commands(id) || friendly(id)) {
                return BattleSide.DEFENDERS;
            }
        }
        return BattleSide.NEITHER;
    }

    private String bombarded(Bombarded b, Viewer viewer) {
        boolean targetsOurs = b.targets().stream().anyMatch(id -> viewer.commands(id) || friendly(id));
        String guns = join(b.guns());
        if (targetsOurs) {
            List<UnitId> ours = new ArrayList<>(b.targets().stream()
                    .filter(id -> viewer.commands(id) || friendly(id)).toList());
            return guns + " bombarded our troops " + places.at(b.square(), b.target()) + ": " + join(ours) + " lost "
                    + (ours.size() == b.targets().size() ? Count.men(b.casualties())
                    : about(b.casualties(), viewer, b.when() + " bombardment " + b.target())) + ".";
        }
        return guns + " bombarded the troops " + places.at(b.square(), b.target()) + ": they lost "
                + about(b.casualties(), viewer, b.when() + " bombardment " + b.target()) + ".";
    }

    private boolean friendly(UnitId id) {
        return units.apply(id).map(u -> allegiance.apply(u) == Allegiance.FRIENDLY).orElse(false);
    }

    private static String join(List<UnitId> ids) {
        return String.join(", ", ids.stream().map(UnitId::toString).toList());
    }

    /**
     * An estimate of men the viewer did not count: within a fifth either way, rounded as an officer would guess (to
     * tens under a hundred, fifties under a thousand, hundreds above); a handful below twenty. The same viewer reads
     * the same estimate of the same figure whatever the order of the reports.
     */
    String about(int n, Viewer viewer, String what) {
        if (n <= 0) {
            return "no men";
        }
        if (n < 20) {
            return "a handful of men";
        }
        double guess = n * (0.8 + 0.4 * dice.dice("GITM 4.4 loss estimate for " + viewer.key() + ": " + what)
                .uniform("estimate of " + what));
        int step = guess < 100 ? 10 : guess < 1000 ? 50 : 100;
        long rounded = Math.max(step, Math.round(guess / step) * step);
        return "about " + rounded + " men";
    }
}
