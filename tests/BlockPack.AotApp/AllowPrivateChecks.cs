using System;
using System.Collections.Generic;
using BlockPack.AotApp.Models;
using BlockPack.Resolvers;

namespace BlockPack.AotApp
{
    /// <summary>
    /// StandardResolverAllowPrivate and ContractlessStandardResolverAllowPrivate: on the JIT their runtime (emitted)
    /// formatters, under NativeAOT the AllowPrivate variants the generator wrote for these calls. The bytes, worked out
    /// by hand from the spec, are the same in both builds.
    /// </summary>
    internal static class AllowPrivateChecks
    {
        public static void Run(Checks checks)
        {
            MessagePackSerializerOptions allowPrivate = StandardResolverAllowPrivate.Options;

            // [7, "o"]: the private field and the property with a private setter; the standard resolver: [nil, "o"].
            checks.Run("StandardResolverAllowPrivate: private field and private setter bytes and round trip", () =>
            {
                byte[] bytes = MessagePackSerializer.Serialize(Vault.Create(7, "o"), allowPrivate);
                Vault back = MessagePackSerializer.Deserialize<Vault>(bytes, allowPrivate);
                return Hex(bytes) != "9207a16f" ? Hex(bytes)
                    : back.Pin != 7 || back.Owner != "o" ? $"read back {back.Pin}, {back.Owner}"
                    : Hex(MessagePackSerializer.Serialize(Vault.Create(7, "o"))) != "92c0a16f" ? "standard resolver: " + Hex(MessagePackSerializer.Serialize(Vault.Create(7, "o")))
                    : null;
            });

            // [5, "s"], read back through the private constructor.
            checks.Run("StandardResolverAllowPrivate: private constructor bytes and round trip", () =>
            {
                byte[] bytes = MessagePackSerializer.Serialize(Token.Create(5, "s"), allowPrivate);
                Token back = MessagePackSerializer.Deserialize<Token>(bytes, allowPrivate);
                return Hex(bytes) != "9205a173" ? Hex(bytes) : back.Id != 5 || back.Scope != "s" ? $"read back {back.Id}, {back.Scope}" : null;
            });

            // [[7, "o"], [[5, "s"]]]: the variants are used below a type that has nothing private itself.
            checks.Run("StandardResolverAllowPrivate: nested private members bytes and round trip", () =>
            {
                var ring = new Keyring { Vault = Vault.Create(7, "o"), Tokens = new List<Token> { Token.Create(5, "s") } };
                byte[] bytes = MessagePackSerializer.Serialize(ring, allowPrivate);
                Keyring back = MessagePackSerializer.Deserialize<Keyring>(bytes, allowPrivate);
                return Hex(bytes) != "929207a16f919205a173" ? Hex(bytes)
                    : back.Vault?.Pin != 7 || back.Tokens?[0].Scope != "s" ? "read back different"
                    : null;
            });

            // {"Count": 1, "secret": "s"}: properties, then fields, non-public ones included.
            checks.Run("ContractlessStandardResolverAllowPrivate: private field bytes and round trip", () =>
            {
                MessagePackSerializerOptions options = ContractlessStandardResolverAllowPrivate.Options;
                byte[] bytes = MessagePackSerializer.Serialize(Drawer.Create(1, "s"), options);
                Drawer back = MessagePackSerializer.Deserialize<Drawer>(bytes, options);
                return Hex(bytes) != "82a5436f756e7401a6736563726574a173" ? Hex(bytes) : back.Count != 1 || back.Secret != "s" ? $"read back {back.Count}, {back.Secret}" : null;
            });
        }

        private static string Hex(byte[] bytes) => Convert.ToHexString(bytes).ToLowerInvariant();
    }
}
