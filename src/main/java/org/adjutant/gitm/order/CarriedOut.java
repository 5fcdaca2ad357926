package org.adjutant.gitm.order;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which orders the turn engine carries out, and why it would leave the others undone: the one place that says so. An
 * order the grammar reads but the turn would not carry out is refused when the mail arrives, with the reason, never
 * accepted to do nothing (docs/orders.md section 5.3).
 *
 * <p>Three kinds of reason, checked in this order by {@link StateChecks}:
 * <ul>
 *   <li>{@link #onThisTurn}: the phases a kind of turn has. The deployment turn runs only its Orders phase, the
 *       placement and the end of the turn (GITM 7.18); peace and truce turns have no battles (GITM 9.1);</li>
 *   <li>the rules of the order itself ({@link StateChecks}), so that a player reads the rule that forbids it;</li>
 *   <li>{@link #forThisUnit} and {@link #office}: what the order could never change for this unit, in this block, or
 *       what the engine does not play yet ({@link #NOT_YET_PLAYED}).</li>
 * </ul>
 * When the engine learns one of the orders of {@link #NOT_YET_PLAYED}, its entry goes; the rules the order then needs
 * (militia may not board, the port must be known) are already checked by {@link StateChecks}.
 */
public final class CarriedOut {
    /**
     * Orders the grammar reads whose rules the engine does not play yet, with the reason the player reads; {@code %s}
     * is the order's keyword. Lift an entry when the engine carries the order out.
     */
    static final Map<Class<? extends GitmOrder>, String> NOT_YET_PLAYED = Map.of(
            OfficeOrder.BuyStores.class, "ships do not take stores aboard in this game yet: BUY ... STORES waits for the"
                    + " naval rules (docs/rules/sow.md section 14)",
            OfficeOrder.Emplace.class, "new coastal batteries are not built in this game yet: %s is refused; a"
                    + " port's guns are its forts' and its garrison's batteries (docs/rules/naval.md section 15.4)");

    /** What the deployment turn carries out of a UNIT block: its Orders phase and the placement (GITM 7.18). */
    private static final Set<Class<? extends UnitOrder>> DEPLOYMENT_TURN = Set.of(UnitOrder.Deploy.class,
            UnitOrder.DeployToPort.class, UnitOrder.Inactivate.class, UnitOrder.Activate.class,
            UnitOrder.MergeInto.class, UnitOrder.TransferTo.class);

    private CarriedOut() {
    }

    /** Whether turns of this kind fight battles, where postures and the battle line are read (GITM 9.1). */
    public static boolean hasBattles(TurnKind turn) {
        return turn.isCampaign();
    }

    /** Why a turn of this kind would not carry the order out, if it would not. */
    static Optional<String> onThisTurn(UnitOrder order, TurnKind turn) {
        String keyword = keyword(order);
        if (turn == TurnKind.DEPLOYMENT) {
            if (DEPLOYMENT_TURN.contains(order.getClass())) {
                return Optional.empty();
            }
            if (order instanceof UnitOrder.Path) {
                return Optional.of("on the deployment turn units are placed with DEPLOY, not marched (GITM 7.18)");
            }
            if (order instanceof UnitOrder.Board) {
                return Optional.empty(); // the rule of GITM 7.18 says it in its own words (StateChecks.boarding)
            }
            if (order instanceof UnitOrder.SailToPort) {
                return Optional.of("the deployment turn has no strategic movement: units go into the garrison of an"
                        + " off-map port with DEPLOY TO PORT <port> (GITM 7.18)");
            }
            if (order instanceof UnitOrder.Land) {
                return Optional.of("the deployment turn has no strategic movement: units aboard transports go"
                        + " ashore with LAND from turn 1 (GITM 7.18)");
            }
            return Optional.of("the deployment turn has " + missingOnDeployment(order) + ": " + keyword
                    + " can be given from turn 1 (GITM 7.18)");
        }
        if (order instanceof UnitOrder.Deploy || order instanceof UnitOrder.DeployToPort) {
            return Optional.of("DEPLOY is only for the pre-game deployment turn; march with PATH (GITM 7.18)");
        }
        if (!hasBattles(turn) && !countsWithoutBattles(order)) {
            return Optional.of("there are no battles on peace and truce turns, so " + keyword + " would do nothing"
                    + (order instanceof UnitOrder.Offensive ? "; only OFFENSIVE EVADE counts, keeping the unit from"
                    + " blocking or intercepting the enemy" : "") + " (GITM 9.1)");
        }
        return Optional.empty();
    }

    /** The phase of a campaign turn that carries the order out, which the deployment turn lacks. */
    private static String missingOnDeployment(UnitOrder order) {
        if (order instanceof UnitOrder.Pursue || order instanceof UnitOrder.MarchTo
                || order instanceof UnitOrder.Entry || order instanceof UnitOrder.Halt) {
            return "no strategic movement (units are placed with DEPLOY)";
        }
        if (order instanceof UnitOrder.SupplyLevel || order instanceof UnitOrder.SupplySource
                || order instanceof UnitOrder.NoSupplyDraw) {
            return "no supply phase";
        }
        if (order instanceof UnitOrder.Offensive || order instanceof UnitOrder.Defensive
                || order instanceof UnitOrder.TakeLine) {
            return "no battles";
        }
        return "no tactical movement (DEPLOY ... AT <tactical square> places the unit on its map)";
    }

    /** Postures and the battle line count only in battle; an evading offensive posture also in movement (GITM 8.3). */
    private static boolean countsWithoutBattles(UnitOrder order) {
        if (order instanceof UnitOrder.Offensive o) {
            return o.attitude() == OffensiveAttitude.EVADE;
        }
        return !(order instanceof UnitOrder.Defensive) && !(order instanceof UnitOrder.TakeLine);
    }

    /**
     * Why the order could change nothing for this unit, given the block it stands in ({@code block}, every order of
     * it), or why the engine does not play it yet; empty when the turn carries it out.
     */
    static Optional<String> forThisUnit(UnitOrder order, UnitView unit, List<UnitOrder> block) {
        String keyword = keyword(order);
        if (unit.shattered() && !(order instanceof UnitOrder.TransferTo)) {
            // GITM 12.2-12.5: only active units march, move, fight and draw; a shattered one reforms at a turn's end
            return Optional.of(unit.id() + " is shattered: until it reforms at the end of a turn it neither marches,"
                    + " moves, fights nor draws supplies, so " + keyword + " would do nothing (GITM 12.3, 12.5)");
        }
        if (unit.branch().isHeadquarters() && (order instanceof UnitOrder.Engage
                || order instanceof UnitOrder.Support || order instanceof UnitOrder.Intercept)) {
            return Optional.of("headquarters do not fight (GITM 9.2): " + keyword + " moves only combat units, so it"
                    + " would do nothing for " + unit.id());
        }
        if (order instanceof UnitOrder.Support s && s.phases().first() > PhaseRange.LAST_COMBAT_PHASE) {
            return Optional.of("SUPPORT joins battles, and tactical phase 5 has none (GITM 5.2): name phases 1-4");
        }
        boolean path = block.stream().anyMatch(UnitOrder.Path.class::isInstance);
        boolean marches = path || block.stream().anyMatch(o -> o instanceof UnitOrder.MarchTo
                || o instanceof UnitOrder.Pursue);
        if (order instanceof UnitOrder.Halt h && h.trigger() != HaltTrigger.FORCED_MARCH && !path) {
            return Optional.of(keyword + " stops the unit's PATH, and this block gives none, so it would do nothing"
                    + " (GITM 6.3, " + (h.trigger() == HaltTrigger.DETECTION ? "7.10" : "7.11") + ")");
        }
        if ((order instanceof UnitOrder.Halt || order instanceof UnitOrder.Entry) && !marches) {
            return Optional.of(keyword + (order instanceof UnitOrder.Entry
                    ? " says where the unit comes onto the next square's map (GITM 7.14)"
                    : " stops a march before its forced square (GITM 6.3)")
                    + ", and this block orders no march (PATH, MARCH TO or PURSUE), so it would do nothing");
        }
        if (order instanceof UnitOrder.DoNotEnterFort
                && block.stream().noneMatch(UnitOrder.TacticalMove.class::isInstance)) {
            return Optional.of("DO NOT ENTER FORT keeps the unit out of the fort where its MOVE TO ends, or takes it"
                    + " out of the one it stands in, and this block has no MOVE TO, so it would do nothing (GITM 8.2)");
        }
        if (order instanceof UnitOrder.Activate || order instanceof UnitOrder.Inactivate) {
            Optional<String> same = readinessUnchanged(unit, order instanceof UnitOrder.Activate);
            if (same.isPresent()) {
                return same;
            }
        }
        return notYetPlayed(order);
    }

    /**
     * Why an office order would not be carried out in this game (its rules switched off, or not yet played), or
     * would change nothing; empty when the turn carries it out.
     */
    static Optional<String> office(OfficeOrder order, OrderContext ctx) {
        if (!ctx.economy() && isEconomic(order)) {
            return Optional.of("this game is played without Sinews of War (its game file sets rules: economy:"
                    + " false), so " + order.normalForm().split(" ", 2)[0] + " is not used (docs/rules/sow.md section"
                    + " 23.1)");
        }
        if (order instanceof OfficeOrder.MoveSupplies s) {
            if (ctx.turn() == TurnKind.DEPLOYMENT) {
                // the deployment turn runs the Orders phase but no supply phase, where SEND is carried out
                return Optional.of("the deployment turn has no supply phase: SEND can be given from turn 1 (GITM 7.18;"
                        + " docs/rules/gitm-10-supply.md section 13)");
            }
            for (String place : List.of(s.from(), s.to())) {
                if (ctx.city(place).isEmpty() && ctx.isOffMapPort(place) && !OrderContext.namesGroup(s)) {
                    return Optional.of(place + " is an off-map port: its supplies go by sea in a transport group's"
                            + " holds, SEND <n> SUPPLIES FROM " + place + " TO <group> where the group lies there"
                            + " (docs/rules/naval.md section 11)");
                }
            }
        }
        if (order instanceof OfficeOrder.ActivateUnit a) {
            return ctx.unit(a.unit()).flatMap(u -> readinessUnchanged(u, true));
        }
        if (order instanceof OfficeOrder.InactivateUnit i) {
            return ctx.unit(i.unit()).flatMap(u -> readinessUnchanged(u, false));
        }
        return notYetPlayed(order);
    }

    /** The orders that spend a treasury's money, which a game without the economy does not have. */
    private static boolean isEconomic(OfficeOrder order) {
        return order instanceof OfficeOrder.Pay || order instanceof OfficeOrder.BuySupplies
                || order instanceof OfficeOrder.BuyStores || order instanceof OfficeOrder.Fortify
                || order instanceof OfficeOrder.Emplace || order instanceof OfficeOrder.RaiseTransport
                || order instanceof OfficeOrder.RaiseWarship;
    }

    /**
     * An active unit ordered to be activated, an inactive one to stand down: the Orders phase would leave it as it is
     * (GITM 11.1). A shattered unit's own refusal is {@link StateChecks}'.
     */
    private static Optional<String> readinessUnchanged(UnitView unit, boolean activate) {
        if (unit.shattered() || unit.active() != activate) {
            return Optional.empty();
        }
        return Optional.of(unit.id() + " is already " + (activate ? "active" : "inactive") + ", so "
                + (activate ? "ACTIVATE" : "INACTIVATE") + " would change nothing (GITM 11.1)");
    }

    private static Optional<String> notYetPlayed(GitmOrder order) {
        String reason = NOT_YET_PLAYED.get(order.getClass());
        return reason == null ? Optional.empty() : Optional.of(reason.formatted(keyword(order)));
    }

    /** The words that name an order in a sentence: "PATH", "MOVE TO", "HALT ON DETECTION", "BUY ... STORES". */
    static String keyword(GitmOrder order) {
        if (order instanceof UnitOrder.MarchTo m) {
            return "MARCH TO " + m.target().name();
        } else if (order instanceof UnitOrder.Halt h) {
            return h.trigger().text();
        } else if (order instanceof UnitOrder.TacticalMove) {
            return "MOVE TO";
        } else if (order instanceof UnitOrder.DoNotEnterFort) {
            return "DO NOT ENTER FORT";
        } else if (order instanceof UnitOrder.SupplyLevel) {
            return "SUPPLY LEVEL";
        } else if (order instanceof UnitOrder.SupplySource || order instanceof UnitOrder.NoSupplyDraw) {
            return "SUPPLY SOURCE";
        } else if (order instanceof UnitOrder.MergeInto) {
            return "MERGE INTO";
        } else if (order instanceof UnitOrder.DeployToPort) {
            return "DEPLOY TO PORT";
        } else if (order instanceof UnitOrder.Offensive o) {
            return "OFFENSIVE " + o.attitude().text();
        } else if (order instanceof UnitOrder.Defensive d) {
            return "DEFENSIVE " + d.attitude().text();
        } else if (order instanceof UnitOrder.TakeLine l) {
            return "LINE " + l.line().name();
        } else if (order instanceof OfficeOrder.BuyStores) {
            return "BUY ... STORES";
        } else if (order instanceof OfficeOrder.BuySupplies) {
            return "BUY ... SUPPLIES";
        }
        String form = order.normalForm();
        int space = form.indexOf(' ');
        return space < 0 ? form : form.substring(0, space);
    }
}
