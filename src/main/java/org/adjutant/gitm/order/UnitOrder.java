package org.adjutant.gitm.order;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;

/**
 * Orders a unit's commander or deputy gives in a UNIT block, one record per kind, grouped by the six sections of
 * the GITM order form (GITM 6.2-6.7) plus the unit's own administrative orders.
 */
public sealed interface UnitOrder extends GitmOrder {
    /** Slot name shared by every order that says where the unit goes on the strategic map. */
    String STRATEGIC_DESTINATION = "strategic destination";

    // ---- strategic movement (GITM 6.3, 7.x) ----

    /** A path of up to six boxes, one per strategic phase, blanks to wait (GITM 7.4, 7.6). */
    record Path(List<PathBox> boxes) implements UnitOrder {
        public static final int MAX_BOXES = 6;

        public Path {
            boxes = List.copyOf(boxes);
            if (boxes.isEmpty() || boxes.size() > MAX_BOXES) {
                throw new IllegalArgumentException("a path has 1-6 boxes: " + boxes.size());
            }
            if (boxes.get(boxes.size() - 1) instanceof PathBox.Blank) {
                throw new IllegalArgumentException("trailing blanks are dropped before a path is built");
            }
        }

        /** The boxes that hold a square: the squares the unit will try to march. */
        public long moves() {
            return boxes.stream().filter(PathBox.Step.class::isInstance).count();
        }

        @Override
        public String normalForm() {
            return "PATH " + boxes.stream().map(PathBox::text).collect(Collectors.joining(" "));
        }

        @Override
        public Optional<String> slot() {
            return Optional.of(STRATEGIC_DESTINATION);
        }
    }

    /** Board a transport group as the first strategic move (GITM 7.17). */
    record Board(String transportGroup) implements UnitOrder {
        public Board {
            Objects.requireNonNull(transportGroup);
        }

        @Override
        public String normalForm() {
            return "BOARD " + transportGroup;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of(STRATEGIC_DESTINATION);
        }
    }

    /**
     * Go ashore from the transport group the unit is aboard, on a square of the coast where the group lies, as the
     * first strategic move (GITM 7.17; docs/rules/naval.md section 10). Without a tactical square the unit lands on
     * the shore nearest the square's centre.
     */
    record Land(StrategicSquare square, Optional<TacticalSquare> tactical) implements UnitOrder {
        public Land {
            Objects.requireNonNull(square);
            Objects.requireNonNull(tactical);
        }

        @Override
        public String normalForm() {
            return "LAND " + square + tactical.map(t -> " AT " + t).orElse("");
        }

        @Override
        public Optional<String> slot() {
            return Optional.of(STRATEGIC_DESTINATION);
        }
    }

    /** Go to an off-map port as the first strategic move (GITM 7.17). */
    record SailToPort(String port) implements UnitOrder {
        public SailToPort {
            Objects.requireNonNull(port);
        }

        @Override
        public String normalForm() {
            return "PORT " + port;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of(STRATEGIC_DESTINATION);
        }
    }

    /** Follow an enemy unit that leaves the square (GITM 7.12). */
    record Pursue() implements UnitOrder {
        @Override
        public String normalForm() {
            return "PURSUE";
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("pursuit");
        }
    }

    /** March to battle, to allies or to enemies (GITM 7.13); a unit may choose several. */
    record MarchTo(MarchTarget target) implements UnitOrder {
        public MarchTo {
            Objects.requireNonNull(target);
        }

        @Override
        public String normalForm() {
            return "MARCH TO " + target.name();
        }

        @Override
        public Optional<String> slot() {
            return target.slot();
        }
    }

    /** The tactical square to enter the next strategic square as near to as the rules allow (GITM 7.14). */
    record Entry(TacticalSquare square) implements UnitOrder {
        public Entry {
            Objects.requireNonNull(square);
        }

        @Override
        public String normalForm() {
            return "ENTRY " + square;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("entry square");
        }
    }

    /** Stop strategic movement on detection, enemy entry, or before a forced march (GITM 7.10, 7.11, 6.3). */
    record Halt(HaltTrigger trigger) implements UnitOrder {
        public Halt {
            Objects.requireNonNull(trigger);
        }

        @Override
        public String normalForm() {
            return trigger.text();
        }

        @Override
        public Optional<String> slot() {
            return trigger.slot();
        }
    }

    // ---- tactical movement (GITM 6.4, 8.2, 8.8, 8.9) ----

    /** A specified move, optionally through a waypoint, starting in a given tactical phase (GITM 8.2). */
    record TacticalMove(TacticalDestination destination, Optional<TacticalSquare> waypoint, int startPhase)
            implements UnitOrder {
        public TacticalMove {
            Objects.requireNonNull(destination);
            Objects.requireNonNull(waypoint);
            if (!PhaseRange.isPhase(startPhase)) {
                throw new IllegalArgumentException("tactical phases run 1-5: " + startPhase);
            }
        }

        @Override
        public String normalForm() {
            return "MOVE TO " + destination.text() + waypoint.map(w -> " VIA " + w).orElse("") + " PHASE "
                    + startPhase;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("tactical destination");
        }
    }

    /** Stay outside the fort when entering a fortified city square, or leave the fort one stands in (GITM 8.2). */
    record DoNotEnterFort() implements UnitOrder {
        @Override
        public String normalForm() {
            return "DO NOT ENTER FORT";
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("fort");
        }
    }

    /** Engage the nearest enemy combat unit in the given phases (GITM 8.8). */
    record Engage(PhaseRange phases) implements UnitOrder {
        public Engage {
            Objects.requireNonNull(phases);
        }

        @Override
        public String normalForm() {
            return "ENGAGE PHASES " + phases;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("engage");
        }
    }

    /** The line of battle the unit seeks (GITM 8.9). */
    record TakeLine(BattleLine line) implements UnitOrder {
        public TakeLine {
            Objects.requireNonNull(line);
        }

        @Override
        public String normalForm() {
            return "LINE " + line.name();
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("battle line");
        }
    }

    // ---- reactions (GITM 6.5, 8.10, 8.11) ----

    /** Move to support a battle inside a box around {@code centre} (GITM 8.10). */
    record Support(TacticalSquare centre, int radius, PhaseRange phases) implements UnitOrder {
        public Support {
            Objects.requireNonNull(centre);
            Objects.requireNonNull(phases);
            Reaction.requireRadius(radius);
        }

        @Override
        public String normalForm() {
            return "SUPPORT " + centre + " RADIUS " + radius + " PHASES " + phases;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("support");
        }
    }

    /** Move to intercept enemies crossing a box around {@code centre} (GITM 8.11). */
    record Intercept(TacticalSquare centre, int radius, PhaseRange phases) implements UnitOrder {
        public Intercept {
            Objects.requireNonNull(centre);
            Objects.requireNonNull(phases);
            Reaction.requireRadius(radius);
        }

        @Override
        public String normalForm() {
            return "INTERCEPT " + centre + " RADIUS " + radius + " PHASES " + phases;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("intercept");
        }
    }

    // ---- postures (GITM 6.6, 8.9) ----

    record Offensive(OffensiveAttitude attitude) implements UnitOrder {
        public Offensive {
            Objects.requireNonNull(attitude);
        }

        @Override
        public String normalForm() {
            return "OFFENSIVE " + attitude.text();
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("offensive posture");
        }
    }

    record Defensive(DefensiveAttitude attitude) implements UnitOrder {
        public Defensive {
            Objects.requireNonNull(attitude);
        }

        @Override
        public String normalForm() {
            return "DEFENSIVE " + attitude.text();
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("defensive posture");
        }
    }

    // ---- supply (GITM 6.7, 10.7, 10.11) ----

    /** The supplies to carry after drawing: 0-1, or up to 12 for a corps HQ (GITM 10.7). */
    record SupplyLevel(int level) implements UnitOrder {
        public static final int MAX_CORPS_HQ = 12;

        public SupplyLevel {
            if (level < 0 || level > MAX_CORPS_HQ) {
                throw new IllegalArgumentException("supply level 0-12: " + level);
            }
        }

        @Override
        public String normalForm() {
            return "SUPPLY LEVEL " + level;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("supply level");
        }
    }

    /** Draw supply from a named corps HQ or city (GITM 6.7, 10.11). */
    record SupplySource(String source) implements UnitOrder {
        public SupplySource {
            Objects.requireNonNull(source);
        }

        @Override
        public String normalForm() {
            return "SUPPLY SOURCE " + source;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("supply source");
        }
    }

    /** Draw no supply at all; the unit may still requisition (GITM 6.7, 10.5). */
    record NoSupplyDraw() implements UnitOrder {
        @Override
        public String normalForm() {
            return "SUPPLY SOURCE NONE";
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("supply source");
        }
    }

    // ---- the unit's own administrative orders ----

    /** The commander inactivates his unit (GITM 11.1). */
    record Inactivate() implements UnitOrder {
        @Override
        public String normalForm() {
            return "INACTIVATE";
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("activation");
        }
    }

    /** The commander reactivates his inactive unit (GITM 11.1). */
    record Activate() implements UnitOrder {
        @Override
        public String normalForm() {
            return "ACTIVATE";
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("activation");
        }
    }

    /** This unit merges into another and ceases to exist (GITM 3.5, SoW 4.13). */
    record MergeInto(String target) implements UnitOrder {
        public MergeInto {
            Objects.requireNonNull(target);
        }

        @Override
        public String normalForm() {
            return "MERGE INTO " + target;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("merger");
        }
    }

    /** This unit gives men and batteries to another unit of its type (SoW 4.11). */
    record TransferTo(int men, int batteries, String target) implements UnitOrder {
        public TransferTo {
            Objects.requireNonNull(target);
            Transfer.requireAmounts(men, batteries);
        }

        @Override
        public String normalForm() {
            return "TRANSFER " + men + " MEN " + batteries + " BATTERIES TO " + target;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of("transfer to " + target);
        }
    }

    /**
     * Placement on the pre-game deployment turn (GITM 7.18): a strategic square, a tactical square, or both. An empty
     * strategic square keeps the unit's square; an empty tactical square keeps its tactical coordinates when passable.
     */
    record Deploy(Optional<StrategicSquare> square, Optional<TacticalSquare> tactical) implements UnitOrder {
        public Deploy {
            Objects.requireNonNull(square);
            Objects.requireNonNull(tactical);
            if (square.isEmpty() && tactical.isEmpty()) {
                throw new IllegalArgumentException("a deployment names a strategic or a tactical square");
            }
        }

        @Override
        public String normalForm() {
            return "DEPLOY" + square.map(s -> " TO " + s).orElse("") + tactical.map(t -> " AT " + t).orElse("");
        }

        @Override
        public Optional<String> slot() {
            return Optional.of(STRATEGIC_DESTINATION);
        }
    }

    /** Deployment-turn move into the garrison of an off-map port (GITM 7.18). */
    record DeployToPort(String port) implements UnitOrder {
        public DeployToPort {
            Objects.requireNonNull(port);
        }

        @Override
        public String normalForm() {
            return "DEPLOY TO PORT " + port;
        }

        @Override
        public Optional<String> slot() {
            return Optional.of(STRATEGIC_DESTINATION);
        }
    }
}
