using System;
using System.Collections.Generic;
using BlockPack.AotApp.Models;

// Types only known at run time: closed at compile time by the generated resolver for the non-generic methods.
[assembly: BlockPack.MessagePackSerializable(typeof(PluginPoint))]
[assembly: BlockPack.MessagePackSerializable(typeof(Envelope<PluginPoint>))]

namespace BlockPack.AotApp
{
    /// <summary>
    /// The non-generic <see cref="MessagePackSerializer"/> methods under NativeAOT: types listed with
    /// [MessagePackSerializable] (on the assembly above and on this class) round-trip with hand-computed bytes; an
    /// unlisted type fails with a message saying what to add (with the JIT it still works, through MakeGenericMethod).
    /// </summary>
    [MessagePackSerializable(typeof(Dictionary<int, PluginPoint>))]
    internal static class RegistrationChecks
    {
        public static void Run(Checks checks)
        {
            // Held as Type values, as a plugin host would have them: no generic call names these types anywhere.
            Type[] types = { typeof(PluginPoint), typeof(Envelope<PluginPoint>), typeof(Dictionary<int, PluginPoint>) };
            object[] values =
            {
                new PluginPoint(1, 300),
                new Envelope<PluginPoint> { Body = new PluginPoint(1, 300), Note = "n" },
                new Dictionary<int, PluginPoint> { [7] = new PluginPoint(1, 300) },
            };

            // [1, 300]; [[1, 300], "n"]; {7: [1, 300]} (fixarray, positive fixint, uint16, fixstr, fixmap).
            string[] hex = { "9201cd012c", "929201cd012ca16e", "81079201cd012c" };
            for (int i = 0; i < types.Length; i++)
            {
                Type type = types[i];
                object value = values[i];
                string expected = hex[i];
                checks.Run($"non-generic Serialize(Type) of a listed {type.Name}: bytes and round trip", () =>
                {
                    byte[] bytes = MessagePackSerializer.Serialize(type, value);
                    string actual = Convert.ToHexString(bytes).ToLowerInvariant();
                    object? back = MessagePackSerializer.Deserialize(type, bytes);
                    string again = back is null ? "null" : Convert.ToHexString(MessagePackSerializer.Serialize(type, back)).ToLowerInvariant();
                    return actual != expected ? actual : back?.GetType() != type ? $"read back a {back?.GetType()}" : again != expected ? "different after the round trip: " + again : null;
                });
            }

            checks.Run("non-generic Serialize(Type) of an unlisted type says what to add", () =>
            {
                try
                {
                    byte[] bytes = MessagePackSerializer.Serialize(typeof(OrderLine), new OrderLine("A", 300, 0.5));
                    string actual = Convert.ToHexString(bytes).ToLowerInvariant();

                    // With the JIT the type is closed at run time, with the same bytes as the generic method's.
                    return !System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported ? "serialized without a registration"
                        : actual == "93a141cd012ccb3fe0000000000000" ? null : actual;
                }
                catch (FormatterNotRegisteredException e)
                {
                    return !System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported
                        && e.Message.Contains(typeof(OrderLine).FullName!, StringComparison.Ordinal)
                        && e.Message.Contains("MessagePackSerializable", StringComparison.Ordinal) ? null : e.Message;
                }
            });
        }
    }
}
