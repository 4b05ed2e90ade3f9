using System.Reflection.Emit;

namespace BlockPack.Formatters.Objects
{
    /// <summary>Shortest-form emitters for the few IL patterns the object formatter emitter repeats.</summary>
    internal static class ILGeneratorExtensions
    {
        /// <summary>Pushes a 32-bit constant with the shortest opcode.</summary>
        /// <param name="il">The generator.</param>
        /// <param name="value">The constant.</param>
        internal static void EmitLdcI4(this ILGenerator il, int value)
        {
            switch (value)
            {
                case -1: il.Emit(OpCodes.Ldc_I4_M1); return;
                case 0: il.Emit(OpCodes.Ldc_I4_0); return;
                case 1: il.Emit(OpCodes.Ldc_I4_1); return;
                case 2: il.Emit(OpCodes.Ldc_I4_2); return;
                case 3: il.Emit(OpCodes.Ldc_I4_3); return;
                case 4: il.Emit(OpCodes.Ldc_I4_4); return;
                case 5: il.Emit(OpCodes.Ldc_I4_5); return;
                case 6: il.Emit(OpCodes.Ldc_I4_6); return;
                case 7: il.Emit(OpCodes.Ldc_I4_7); return;
                case 8: il.Emit(OpCodes.Ldc_I4_8); return;
            }

            if (value is >= sbyte.MinValue and <= sbyte.MaxValue)
            {
                il.Emit(OpCodes.Ldc_I4_S, (sbyte)value);
            }
            else
            {
                il.Emit(OpCodes.Ldc_I4, value);
            }
        }

        /// <summary>Loads an argument with the shortest opcode.</summary>
        /// <param name="il">The generator.</param>
        /// <param name="index">The argument index.</param>
        internal static void EmitLdarg(this ILGenerator il, int index)
        {
            switch (index)
            {
                case 0: il.Emit(OpCodes.Ldarg_0); return;
                case 1: il.Emit(OpCodes.Ldarg_1); return;
                case 2: il.Emit(OpCodes.Ldarg_2); return;
                case 3: il.Emit(OpCodes.Ldarg_3); return;
                default: il.Emit(OpCodes.Ldarg_S, (byte)index); return;
            }
        }
    }
}
