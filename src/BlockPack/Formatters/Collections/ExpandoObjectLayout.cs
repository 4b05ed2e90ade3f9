using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Dynamic;
using System.Reflection;

namespace BlockPack.Formatters.Collections
{
    /// <summary>
    /// Fills an empty <see cref="ExpandoObject"/> with all its members at once, in time linear in their number.
    /// </summary>
    /// <remarks>
    /// <para>
    /// <see cref="ExpandoObject"/>'s own <c>Add</c> searches the member names one by one and then builds a member-name
    /// table one name longer, so adding n members one at a time costs O(n²): a million members take hours. The runtime
    /// keeps an <see cref="ExpandoObject"/>'s state in two non-public objects, its member-name table (an internal
    /// <c>System.Dynamic.ExpandoClass</c> built from a <see cref="string"/> array) and its data (the table and a value
    /// array); this class builds both directly from the names and values read, which is linear.
    /// </para>
    /// <para>
    /// That layout is not a public contract. It is looked up once, and used only if every piece is where expected
    /// and an object built this way then behaves as one built with <c>Add</c> (the members read back, and one more can
    /// be added and removed); otherwise, and where trimming removed those members (NativeAOT), <see cref="IsAvailable"/>
    /// is <see langword="false"/> and callers use <c>Add</c>.
    /// </para>
    /// </remarks>
    internal static class ExpandoObjectLayout
    {
        // Filled only when the layout passed the check in Probe; null otherwise.
        private static readonly Pieces? Found = Probe();

        /// <summary>Gets a value indicating whether <see cref="Fill"/> may be called on this runtime.</summary>
        internal static bool IsAvailable => Found is not null;

        /// <summary>
        /// Gives <paramref name="target"/>, a new and empty <see cref="ExpandoObject"/>, the members
        /// <paramref name="names"/> (distinct, not <see langword="null"/>) with <paramref name="values"/>, in that order.
        /// </summary>
        /// <param name="target">A new <see cref="ExpandoObject"/> nothing else has seen yet.</param>
        /// <param name="names">The member names; the array is kept by the object.</param>
        /// <param name="values">The values, as many as names; the array is kept by the object.</param>
        internal static void Fill(ExpandoObject target, string[] names, object?[] values) => FillWith(Found!, target, names, values);

        private static void FillWith(Pieces pieces, ExpandoObject target, string[] names, object?[] values)
        {
            // The table's hash code only keys the cache of tables one name longer that this table keeps for later Adds.
            object table = pieces.TableConstructor.Invoke(new object[] { names, names.Length });
            object data = pieces.DataConstructor.Invoke(new object[] { table, values, 0 });
            pieces.DataField.SetValue(target, data);
            pieces.CountField.SetValue(target, names.Length);
        }

        [UnconditionalSuppressMessage("Trimming", "IL2075", Justification = "Where trimming removed the constructors, GetConstructor returns null and Add is used instead.")]
        [UnconditionalSuppressMessage("Trimming", "IL2080", Justification = "Where trimming removed the constructors, GetConstructor returns null and Add is used instead.")]
        private static Pieces? Probe()
        {
            try
            {
                const BindingFlags Instance = BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public;
                FieldInfo? dataField = typeof(ExpandoObject).GetField("_data", Instance);
                FieldInfo? countField = typeof(ExpandoObject).GetField("_count", Instance);
                if (dataField is null || countField is null || countField.FieldType != typeof(int))
                {
                    return null;
                }

                Type dataType = dataField.FieldType;
                FieldInfo? tableField = dataType.GetField("Class", Instance);
                if (tableField is null)
                {
                    return null;
                }

                Type tableType = tableField.FieldType;
                ConstructorInfo? tableConstructor = tableType.GetConstructor(Instance, null, new[] { typeof(string[]), typeof(int) }, null);
                ConstructorInfo? dataConstructor = dataType.GetConstructor(Instance, null, new[] { tableType, typeof(object[]), typeof(int) }, null);
                if (tableConstructor is null || dataConstructor is null)
                {
                    return null;
                }

                var pieces = new Pieces(dataField, countField, tableConstructor, dataConstructor);
                return BehavesAsBuiltByAdd(pieces) ? pieces : null;
            }
#pragma warning disable CA1031 // Any failure here only means the layout is not the expected one: Add is used instead.
            catch (Exception)
#pragma warning restore CA1031
            {
                return null;
            }
        }

        private static bool BehavesAsBuiltByAdd(Pieces pieces)
        {
            var probe = new ExpandoObject();
            FillWith(pieces, probe, new[] { "a", "b" }, new object?[] { 1, "two" });
            IDictionary<string, object?> members = probe;
            if (members.Count != 2 || !Equals(members["a"], 1) || !Equals(members["b"], "two") || members.ContainsKey("c"))
            {
                return false;
            }

            var names = new List<string>(members.Keys);
            if (names.Count != 2 || names[0] != "a" || names[1] != "b")
            {
                return false;
            }

            members.Add("c", 3.0);
            members["a"] = 10;
            if (members.Count != 3 || !Equals(members["c"], 3.0) || !Equals(members["a"], 10) || !members.Remove("b") || members.Count != 2 || members.ContainsKey("b"))
            {
                return false;
            }

            // Adding the same names with Add must give an equal object (the probe is the reference, not the other way round).
            var byAdd = new ExpandoObject();
            IDictionary<string, object?> added = byAdd;
            added.Add("a", 10);
            added.Add("c", 3.0);
            return new HashSet<KeyValuePair<string, object?>>(added).SetEquals(members);
        }

        /// <summary>The non-public members <see cref="Fill"/> uses.</summary>
        private sealed class Pieces
        {
            internal Pieces(FieldInfo dataField, FieldInfo countField, ConstructorInfo tableConstructor, ConstructorInfo dataConstructor)
            {
                this.DataField = dataField;
                this.CountField = countField;
                this.TableConstructor = tableConstructor;
                this.DataConstructor = dataConstructor;
            }

            internal FieldInfo DataField { get; }

            internal FieldInfo CountField { get; }

            internal ConstructorInfo TableConstructor { get; }

            internal ConstructorInfo DataConstructor { get; }
        }
    }
}
